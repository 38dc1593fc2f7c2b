import Foundation
import WidgetArchive

/// The chart modifiers in force where a chart is built: `chartXAxis`,
/// `chartYAxis`, `chartLegend`, the scales' domains and the style scale.
struct ChartSettings {
    var xAxis = Visibility.automatic
    var yAxis = Visibility.automatic
    var legend = Visibility.automatic
    var xMarks: [AxisMarksSpec]?
    var yMarks: [AxisMarksSpec]?
    var xDomain: ChartDomain?
    var yDomain: ChartDomain?
    var styleDomain: [String] = []
    var styleRange: [ArchiveColor] = []

    mutating func apply(_ modifier: ArchivedModifier) {
        switch modifier.kind {
        case .chartXAxis:
            if let marks = AxisMarksSpec.list(modifier) {
                (xMarks, xAxis) = (marks, .visible)
            } else {
                xAxis = modifier.keyword(.value, as: Visibility.self) ?? xAxis
            }
        case .chartYAxis:
            if let marks = AxisMarksSpec.list(modifier) {
                (yMarks, yAxis) = (marks, .visible)
            } else {
                yAxis = modifier.keyword(.value, as: Visibility.self) ?? yAxis
            }
        case .chartLegend: legend = modifier.keyword(.value, as: Visibility.self) ?? legend
        case .chartXScale: xDomain = Self.domain(modifier[.domain]) ?? xDomain
        case .chartYScale: yDomain = Self.domain(modifier[.domain]) ?? yDomain
        case .chartForegroundStyleScale:
            if case .list(let names)? = modifier[.domain],
                case .list(let colors)? = modifier[.range]
            {
                styleDomain = names.compactMap { if case .string(let s) = $0 { s } else { nil } }
                styleRange = colors.compactMap { if case .color(let c) = $0 { c } else { nil } }
            }
        default: break
        }
    }

    /// A domain as archived: a range of numbers or dates, or categories.
    static func domain(_ value: ArchiveValue?) -> ChartDomain? {
        switch value {
        case .numberRange(let lower, let upper)?
        where lower.isFinite && upper.isFinite && upper > lower:
            .numbers(lower, upper)
        case .dateRange(let lower, let upper)? where upper > lower: .dates(lower, upper)
        case .list(let items)?:
            .categories(items.compactMap { if case .string(let s) = $0 { s } else { nil } })
        default: nil
        }
    }
}

extension TreeBuilder {
    /// A `Chart`: its marks read from its children and their modifiers;
    /// the views of their annotations are the node's children.
    mutating func chart(_ view: ArchivedView, _ env: Inherited) -> LayoutNode {
        let settings = env.chart
        var spec = ChartSpec(
            labelColor: Palette.label(scheme, level: 1), gridColor: Palette.label(scheme, level: 3),
            accent: env.tint ?? Palette.system(.blue, scheme),
            font: TextStyles.font(for: .caption2, size: display.typeSize),
            region: environment.region, scheme: scheme)
        spec.xAxis = settings.xAxis
        spec.yAxis = settings.yAxis
        spec.legend = settings.legend
        spec.xMarks = settings.xMarks
        spec.yMarks = settings.yMarks
        spec.xDomain = settings.xDomain
        spec.yDomain = settings.yDomain
        spec.styleScale = zip(settings.styleDomain, settings.styleRange).map { ($0, resolve($1)) }
        var annotations: [LayoutNode] = []
        for markView in view.children where markView.kind.isChartMark {
            var mark = mark(markView, env)
            for modifier in markView.modifiers where modifier.kind == .annotation {
                guard case .views(let views)? = modifier[.content] else { continue }
                let nodes = build(views, env)
                guard !nodes.isEmpty else { continue }
                // A closure of several views lays them out as a VStack (CHOICE).
                annotations.append(
                    nodes.count == 1
                        ? nodes[0]
                        : LayoutNode(
                            .stack(.vertical, alignment: 0.5, spacing: nil), name: "VStack",
                            children: nodes))
                mark.annotations.append(
                    ChartAnnotation(
                        node: annotations.count - 1,
                        position: modifier.keyword(.position, as: AnnotationPosition.self)
                            ?? .automatic,
                        alignment: Alignment(
                            modifier.keyword(.alignment, as: ArchiveAlignment.self)),
                        spacing: modifier.arguments.number(.spacing).flatMap {
                            $0.isFinite ? $0 : nil
                        } ?? ChartRules.annotationSpacing))
            }
            spec.marks.append(mark)
        }
        return LayoutNode(
            .chart(spec), name: "Chart",
            detail: "\(spec.marks.count) \(spec.marks.count == 1 ? "mark" : "marks")",
            children: annotations)
    }

    /// One mark's values and its own modifiers.
    private func mark(_ view: ArchivedView, _ env: Inherited) -> ChartMark {
        var mark = ChartMark(kind: view.kind)
        mark.x = PlottableValue(archived: view[.x])
        mark.y = PlottableValue(archived: view[.y])
        mark.xStart = PlottableValue(archived: view[.xStart])
        mark.xEnd = PlottableValue(archived: view[.xEnd])
        mark.yStart = PlottableValue(archived: view[.yStart])
        mark.yEnd = PlottableValue(archived: view[.yEnd])
        mark.angle = PlottableValue(archived: view[.angle])
        mark.series = PlottableValue(archived: view[.series])
        mark.stacking = view.keyword(.stacking, as: MarkStackingMethod.self) ?? .standard
        mark.width = MarkDimension(archived: view[.width])
        mark.height = MarkDimension(archived: view[.height])
        mark.innerRadius = MarkDimension(archived: view[.innerRadius])
        mark.outerRadius = MarkDimension(archived: view[.outerRadius])
        mark.angularInset =
            view.arguments.number(.angularInset).flatMap { $0.isFinite ? max(0, $0) : nil } ?? 0
        // The innermost modifier wins, as SwiftUI's do.
        for modifier in view.modifiers.reversed() { apply(modifier, to: &mark, env) }
        return mark
    }

    private func apply(_ modifier: ArchivedModifier, to mark: inout ChartMark, _ env: Inherited) {
        switch modifier.kind {
        case .foregroundStyle:
            if let by = PlottableValue(archived: modifier[.by]) {
                mark.category = mark.category ?? label(by.value)
            } else if mark.color == nil, let value = modifier[.value] {
                mark.color = resolve(style: value, tint: env.tint)
            }
        case .opacity:
            if let opacity = modifier.arguments.number(.value), opacity.isFinite {
                mark.opacity *= min(1, max(0, opacity))
            }
        case .interpolationMethod:
            mark.interpolation =
                modifier.keyword(.value, as: InterpolationMethod.self) ?? mark.interpolation
        case .symbol:
            if let by = PlottableValue(archived: modifier[.by]) {
                mark.symbolCategory = mark.symbolCategory ?? label(by.value)
            } else {
                mark.symbol = modifier.keyword(.value, as: ChartSymbolShape.self) ?? mark.symbol
            }
        case .lineStyle:
            if let style = Self.strokeStyle(modifier[.value]) {
                if let width = style.width { mark.lineWidth = max(0, min(width, 100)) }
                mark.dash = style.dash
            }
        case .position:
            if let by = PlottableValue(archived: modifier[.by]) {
                mark.position = mark.position ?? by.value.key
            }
        case .cornerRadius:
            if let radius = modifier.arguments.number(.value), radius.isFinite {
                mark.cornerRadius = max(0, radius)
            }
        default: break
        }
    }

    /// A category's name as the legend shows it.
    private func label(_ value: PlottableValue.Value) -> String {
        switch value {
        case .string(let text): text
        case .number(let number): ChartScale.number(number, environment.region)
        case .date(let date):
            DateFormatStyle(date: .abbreviated, time: .omitted, region: environment.region).format(
                date)
        }
    }
}
