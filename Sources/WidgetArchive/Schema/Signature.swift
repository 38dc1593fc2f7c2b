/// One way to call a view or a modifier: its parameters in order. View
/// builder closures (`content`, `label`, `currentValueLabel`...) are
/// parameters of type `.view`, which trailing closures fill.
public struct Signature: Sendable, Hashable {
    /// The parameters in order.
    public let parameters: [Parameter]
    /// The first OS version of each platform with this form; empty when it
    /// predates widgets (iOS 14, macOS 11).
    public let availability: [Platform: OSVersion]

    /// Creates a signature.
    public init(_ parameters: [Parameter], availability: [Platform: OSVersion] = [:]) {
        self.parameters = parameters
        self.availability = availability
    }

    /// Whether a call's arguments (labels in order) and trailing closures
    /// (nil for the first, unlabelled one) fit this signature. Allocates
    /// nothing: the checker asks it of every call in every family.
    /// Inlinable, as are `match` and `fit`: they are generic over the
    /// caller's collections, and a call across the module boundary that
    /// is not specialized looks up generic metadata on every call (a
    /// quarter of `wdl check`'s instructions when it was not).
    @inlinable
    public func accepts(
        labels: some Collection<String?>, trailingClosures: some Collection<String?>
    ) -> Bool {
        fit(labels: labels, trailingClosures: trailingClosures) { _ in }
    }

    /// The parameter each argument fills, or nil when the call does not
    /// fit: arguments take parameters in order, skipping optional ones;
    /// trailing closures take the remaining `.view` parameters, the first
    /// in order and the others by label; every required parameter must be
    /// given.
    @inlinable
    public func match(labels: some Collection<String?>, trailingClosures: some Collection<String?>)
        -> [Parameter]?
    {
        var matched: [Parameter] = []
        return fit(labels: labels, trailingClosures: trailingClosures) { matched.append($0) }
            ? matched : nil
    }

    /// The matching rule of `match`, handing each argument's parameter to
    /// `filled` in order (also for a call that turns out not to fit, so a
    /// caller keeps what it learns only when this returns true). Parameters
    /// given are bits of a word: a signature has far fewer than 64 parameters.
    @inlinable
    public func fit(
        labels: some Collection<String?>, trailingClosures: some Collection<String?>,
        _ filled: (Parameter) -> Void
    ) -> Bool {
        var index = 0
        var given: UInt64 = 0
        for label in labels {
            while index < parameters.count, parameters[index].label != label {
                guard parameters[index].optional else { return false }
                index += 1
            }
            guard index < parameters.count else { return false }
            given |= 1 << UInt64(index)
            filled(parameters[index])
            index += 1
        }
        var closures = trailingClosures[...]
        if let first = closures.first, first == nil {
            closures = closures.dropFirst()
            guard
                let slot = parameters.indices.first(where: {
                    $0 >= index && parameters[$0].type.takesClosure
                })
            else { return false }
            given |= 1 << UInt64(slot)
            index = slot + 1
        }
        for label in closures {
            guard
                let slot = parameters.indices.first(where: {
                    $0 >= index && parameters[$0].type.takesClosure && parameters[$0].label == label
                })
            else {
                return false
            }
            given |= 1 << UInt64(slot)
            index = slot + 1
        }
        return parameters.indices.allSatisfy {
            given & (1 << UInt64($0)) != 0 || parameters[$0].optional
        }
    }

    /// `(alignment:spacing:content:)`, for messages.
    public var spelling: String {
        "(" + parameters.map { ($0.label ?? "_") + ":" }.joined() + ")"
    }
}
