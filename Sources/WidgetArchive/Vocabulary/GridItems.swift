/// One column of a `LazyVGrid` (or row of a `LazyHGrid`): SwiftUI's
/// `GridItem(_ size:spacing:alignment:)`, as archived under `columns` or
/// `rows`. Archived as a list: the size's kind as a keyword, its two
/// numbers (a fixed item's size twice; infinity for no maximum), the
/// spacing after it (null for the default) and the cell alignment (null
/// for the centre).
public struct GridItemSpec: Hashable, Sendable {
    /// How the item is sized: `GridItem.Size`.
    public enum Size: String, Hashable, Sendable, CaseIterable {
        /// `.fixed(_:)`: exactly `minimum` points.
        case fixed
        /// `.flexible(minimum:maximum:)`: a share of the room left, clamped.
        case flexible
        /// `.adaptive(minimum:maximum:)`: as many items as fit in its share.
        case adaptive
    }

    public var size: Size
    public var minimum: Double
    public var maximum: Double
    /// Points to the next item; nil for the default.
    public var spacing: Double?
    /// How a cell sits in its item; nil for the centre.
    public var alignment: ArchiveAlignment?

    /// SwiftUI's defaults: `.flexible(minimum: 10, maximum: .infinity)`,
    /// `.adaptive(minimum:maximum: .infinity)`.
    public static let flexibleMinimum = 10.0

    public init(
        _ size: Size, minimum: Double, maximum: Double = .infinity, spacing: Double? = nil,
        alignment: ArchiveAlignment? = nil
    ) {
        self.size = size
        self.minimum = minimum
        self.maximum = size == .fixed ? minimum : maximum
        self.spacing = spacing
        self.alignment = alignment
    }

    /// The archived form.
    public var archived: ArchiveValue {
        .list([
            .keyword(size.rawValue), .number(minimum), .number(maximum),
            spacing.map(ArchiveValue.number) ?? .null,
            alignment.map { .keyword($0.rawValue) } ?? .null,
        ])
    }

    /// An item from its archived form; nil for anything else, or for
    /// sizes that are negative or not numbers.
    public init?(archived value: ArchiveValue) {
        guard case .list(let parts) = value, parts.count == 5,
            case .keyword(let name) = parts[0], let size = Size(rawValue: name),
            case .number(let minimum) = parts[1], case .number(let maximum) = parts[2],
            minimum.isFinite, minimum >= 0, !maximum.isNaN, maximum >= minimum
        else { return nil }
        var spacing: Double?
        switch parts[3] {
        case .number(let points) where points.isFinite: spacing = points
        case .null: spacing = nil
        default: return nil
        }
        var alignment: ArchiveAlignment?
        switch parts[4] {
        case .keyword(let name):
            guard let known = ArchiveAlignment(rawValue: name) else { return nil }
            alignment = known
        case .null: alignment = nil
        default: return nil
        }
        self.init(size, minimum: minimum, maximum: maximum, spacing: spacing, alignment: alignment)
    }

    /// A list of items from its archived form; nil when any is not one.
    public static func list(archived value: ArchiveValue?) -> [GridItemSpec]? {
        guard case .list(let values)? = value else { return nil }
        var items: [GridItemSpec] = []
        for value in values {
            guard let item = GridItemSpec(archived: value) else { return nil }
            items.append(item)
        }
        return items
    }
}
