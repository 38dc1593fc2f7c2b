/// `HorizontalAlignment`: where views sit across a `VStack`.
public enum HorizontalAlignment: String, CaseIterable, Sendable, Hashable {
    case leading, center, trailing

    /// 0 for leading, 0.5 for centre, 1 for trailing.
    public var fraction: Double {
        switch self {
        case .leading: 0
        case .center: 0.5
        case .trailing: 1
        }
    }
}

/// `VerticalAlignment`: where views sit across an `HStack`.
public enum VerticalAlignment: String, CaseIterable, Sendable, Hashable {
    case top, center, bottom, firstTextBaseline, lastTextBaseline

    /// 0 for top, 0.5 for centre, 1 for bottom. CHOICE: the first text
    /// baseline is drawn as top and the last as bottom, which is where
    /// they fall for one line of text.
    public var fraction: Double {
        switch self {
        case .top, .firstTextBaseline: 0
        case .center: 0.5
        case .bottom, .lastTextBaseline: 1
        }
    }
}

/// `Alignment`: a point in a box on both axes (`ZStack`, `frame`,
/// `overlay`, `background`). Named `ArchiveAlignment` because renderers
/// have an `Alignment` of their own (fractions).
public enum ArchiveAlignment: String, CaseIterable, Sendable, Hashable {
    case center, leading, trailing, top, bottom, topLeading, topTrailing, bottomLeading,
        bottomTrailing

    /// `Alignment(horizontal:vertical:)`: the alignment of those parts, or
    /// nil for a part it has no case for (a text baseline).
    public init?(horizontal: HorizontalAlignment, vertical: VerticalAlignment) {
        guard
            let found = Self.allCases.first(where: {
                $0.horizontal == horizontal && $0.vertical == vertical
            })
        else { return nil }
        self = found
    }

    /// The horizontal part.
    public var horizontal: HorizontalAlignment {
        switch self {
        case .leading, .topLeading, .bottomLeading: .leading
        case .trailing, .topTrailing, .bottomTrailing: .trailing
        case .center, .top, .bottom: .center
        }
    }

    /// The vertical part.
    public var vertical: VerticalAlignment {
        switch self {
        case .top, .topLeading, .topTrailing: .top
        case .bottom, .bottomLeading, .bottomTrailing: .bottom
        case .center, .leading, .trailing: .center
        }
    }
}

/// A named `UnitPoint` (`.topLeading`, `.zero`), as gradients take them.
public enum UnitPointName: String, CaseIterable, Sendable, Hashable {
    case zero, center, leading, trailing, top, bottom, topLeading, topTrailing, bottomLeading,
        bottomTrailing

    /// The point in unit coordinates (0...1 on each axis, y down).
    public var point: (x: Double, y: Double) {
        guard let alignment = ArchiveAlignment(rawValue: rawValue) else { return (0, 0) }
        return (alignment.horizontal.fraction, alignment.vertical.fraction)
    }
}

/// `TextAlignment`: how the lines of a multiline text line up.
public enum TextAlignment: String, CaseIterable, Sendable, Hashable {
    case leading, center, trailing

    /// 0 for leading, 0.5 for centre, 1 for trailing: as the horizontal
    /// alignment of the same name.
    public var fraction: Double {
        switch self {
        case .leading: HorizontalAlignment.leading.fraction
        case .center: HorizontalAlignment.center.fraction
        case .trailing: HorizontalAlignment.trailing.fraction
        }
    }
}
