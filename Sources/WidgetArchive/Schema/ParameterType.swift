/// The type of a parameter, as the catalog records it. The checker matches
/// labels now; types are kept so that type checking, the archive and the
/// renderers read the same table.
public enum ParameterType: String, CaseIterable, Sendable, Hashable {
    case string, number, bool, date, dateRange, url, color, font, fontWeight, fontDesign
    /// A URL or nil: `widgetURL(_ url: URL?)` takes `URL(string:)` as it is.
    case optionalURL
    /// A range of whole numbers: `lineLimit(2...3)`.
    case intRange
    /// A whole number, as SwiftUI's `Int` parameters take: `lineLimit(2)`.
    case integer
    /// `StrokeStyle(lineWidth:lineCap:dash:)`.
    case strokeStyle
    case horizontalAlignment, verticalAlignment, alignment, edges, length, contentMode
    case shapeStyle, style, intent, view, value, collection, textStyle, renderingMode, placement,
        unitPoint, shape
    /// A key path of one name, `\.colorScheme`, archived as a keyword of
    /// the parameter's set.
    case keyPath
    /// A path's elements (`Path { path in ... }`), archived as a list
    /// (`ShapePath`).
    case path
    /// `[GridItem]`, archived as a list of `GridItemSpec`s.
    case gridItems
    /// Swift Charts' `.value("Label", value)`, archived as a `PlottableValue`.
    case plottable
    /// Swift Charts' `MarkDimension`: `.ratio(0.6)`, `.fixed(10)`, `.inset(2)`
    /// or a number of points, archived as a list of the case and its
    /// number; `.automatic` as that keyword.
    case markDimension
    /// Swift Charts' `AxisMarkValues`: `.automatic(desiredCount:)`,
    /// `.stride(by:count:)` or an array of values, archived as an
    /// `AxisMarkValues`.
    case axisValues
    /// A date format style's fields (`.dateTime.hour()`), archived as a
    /// `DateFieldsStyle`.
    case dateFields
    /// `alignmentGuide`'s `computeValue` closure: a length of the view's
    /// dimensions (`d.width / 2`), archived as a `ReaderLength`.
    case guideLength
    /// `rotation3DEffect`'s axis, the tuple `(x:y:z:)`, archived as a list
    /// of its three numbers.
    case axis3D
}

extension ParameterType {
    /// Whether a trailing closure gives it: views, or a path's elements.
    @inlinable public var takesClosure: Bool {
        self == .view || self == .path || self == .guideLength
    }

    /// The closed set a keyword type takes wherever it appears
    /// (`.alignment` takes `ArchiveAlignment`); nil for types that are not
    /// keywords, and for `.style`, whose set each parameter names.
    public var keywordSet: KeywordSet? {
        switch self {
        case .fontWeight: KeywordSet(FontWeight.self)
        case .fontDesign: KeywordSet(FontDesign.self)
        case .horizontalAlignment: KeywordSet(HorizontalAlignment.self)
        case .verticalAlignment: KeywordSet(VerticalAlignment.self)
        case .alignment: KeywordSet(ArchiveAlignment.self)
        case .contentMode: KeywordSet(ContentMode.self)
        case .renderingMode: KeywordSet(TemplateRenderingMode.self)
        case .placement: KeywordSet(ContainerBackgroundPlacement.self)
        case .textStyle: KeywordSet(TextStyle.self)
        case .unitPoint: KeywordSet(UnitPointName.self)
        default: nil
        }
    }
}
