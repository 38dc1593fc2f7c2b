import WidgetArchive

/// A size in points (also used for proposals resolved to numbers).
public struct Size: Hashable, Sendable {
    public var width: Double
    public var height: Double

    /// Creates a size.
    public init(_ width: Double, _ height: Double) {
        self.width = width
        self.height = height
    }

    public static let zero = Size(0, 0)
}

/// A rectangle in points, origin at the top left.
public struct Rect: Hashable, Sendable {
    public var x: Double
    public var y: Double
    public var width: Double
    public var height: Double

    /// Creates a rectangle.
    public init(x: Double, y: Double, width: Double, height: Double) {
        self.x = x
        self.y = y
        self.width = width
        self.height = height
    }

    public var size: Size { Size(width, height) }
    public var maxX: Double { x + width }
    public var maxY: Double { y + height }

    /// The part of the rectangle inside `other` (zero-sized when none).
    public func intersection(_ other: Rect) -> Rect {
        let left = max(x, other.x)
        let top = max(y, other.y)
        let right = min(maxX, other.maxX)
        let bottom = min(maxY, other.maxY)
        return Rect(x: left, y: top, width: max(0, right - left), height: max(0, bottom - top))
    }

    /// The rectangle less `insets` (never narrower or shorter than zero).
    public func inset(by insets: EdgeInsets) -> Rect {
        Rect(
            x: x + insets.leading, y: y + insets.top,
            width: max(0, width - insets.horizontal), height: max(0, height - insets.vertical))
    }
}

/// What a parent offers a child: a length per axis, or nil for "your
/// ideal size", as SwiftUI's `ProposedViewSize`. `.infinity` asks for the
/// maximum.
public struct Proposal: Hashable, Sendable {
    public var width: Double?
    public var height: Double?

    /// Creates a proposal.
    public init(width: Double?, height: Double?) {
        self.width = width
        self.height = height
    }

    /// Both lengths unspecified.
    public static let unspecified = Proposal(width: nil, height: nil)

    /// The length along `axis`.
    func along(_ axis: Axis) -> Double? { axis == .horizontal ? width : height }

    /// This proposal with `value` along `axis`.
    func replacing(_ axis: Axis, with value: Double?) -> Proposal {
        axis == .horizontal
            ? Proposal(width: value, height: height) : Proposal(width: width, height: value)
    }
}

/// A stack's direction.
public enum Axis: Sendable {
    case horizontal, vertical
}

/// Insets per edge.
public struct EdgeInsets: Hashable, Sendable {
    public var top: Double, leading: Double, bottom: Double, trailing: Double

    /// Creates insets.
    public init(top: Double, leading: Double, bottom: Double, trailing: Double) {
        self.top = top
        self.leading = leading
        self.bottom = bottom
        self.trailing = trailing
    }

    /// The same inset on every edge.
    public init(all value: Double) {
        self.init(top: value, leading: value, bottom: value, trailing: value)
    }
    public var horizontal: Double { leading + trailing }
    public var vertical: Double { top + bottom }
}

/// Where a child sits in a larger box: 0 leading/top, 0.5 centre, 1
/// trailing/bottom, per axis.
public struct Alignment: Hashable, Sendable {
    public var horizontal: Double
    public var vertical: Double

    public static let center = Alignment(horizontal: 0.5, vertical: 0.5)

    /// Fractions on each axis.
    public init(horizontal: Double, vertical: Double) {
        self.horizontal = horizontal
        self.vertical = vertical
    }

    /// From an archived alignment; centre when there is none.
    public init(_ alignment: ArchiveAlignment?) {
        let alignment = alignment ?? .center
        self.init(horizontal: alignment.horizontal.fraction, vertical: alignment.vertical.fraction)
    }
}
