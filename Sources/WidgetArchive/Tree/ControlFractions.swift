/// How full a gauge or a progress view is, from its archived arguments:
/// one reading for the renderer, which draws it, and for a custom style's
/// `configuration`, which hands it to the style's code.
extension ArchivedView {
    /// A gauge's `value` as a fraction of its range (`in:`, 0...1 by
    /// default), clamped to 0...1; 0 for an empty range.
    public var gaugeFraction: Double {
        var (lower, upper) = (0.0, 1.0)
        if case .numberRange(let low, let high)? = self[.in] { (lower, upper) = (low, high) }
        let value = arguments.number(.value) ?? 0
        let ratio = upper > lower ? (value - lower) / (upper - lower) : 0
        return Self.clamped(ratio)
    }

    /// A progress view's `value` over its `total` (1 by default), clamped
    /// to 0...1; a total of 0 or less makes any value complete. Nil
    /// without a value (a spinner, or a timer interval, which only the
    /// display's time completes).
    public var progressValueFraction: Double? {
        guard let value = arguments.number(.value) else { return nil }
        let ratio = value / max(arguments.number(.total) ?? 1, .leastNonzeroMagnitude)
        return Self.clamped(ratio)
    }

    /// A ratio in 0...1: infinity is full, NaN empty.
    private static func clamped(_ ratio: Double) -> Double {
        ratio.isFinite ? min(1, max(0, ratio)) : (ratio == .infinity ? 1 : 0)
    }
}
