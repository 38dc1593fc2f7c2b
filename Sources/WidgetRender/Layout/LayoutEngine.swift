import WidgetArchive

/// SwiftUI's layout, one rule per kind of node: the parent proposes a
/// size, the child chooses its own, the parent places it.
///
/// CHOICES where Apple publishes no number (Docs/WidgetKitFacts.md §11 "Stack spacing"):
/// stacks with `spacing: nil` put 8 pt between views (and other distances
/// next to texts: `StackSpacing`); `Spacer()` has a minimum length of 8 pt; shapes and colours proposed nothing take 10 pt
/// (SwiftUI's own ideal for them); a divider is 1 pt thick.
enum LayoutDefaults {
    static let stackSpacing = 8.0
    static let spacerMinimum = 8.0
    static let flexibleIdeal = 10.0
    static let dividerThickness = 1.0
    static let switchSize = Size(51, 31)
    static let circularGaugeIdeal = 58.0
    static let barHeight = 4.0
    static let gaugeBarHeight = 6.0
    static let spinnerSize = 20.0

    /// A bordered button's label padding (vertical, horizontal) by
    /// `controlSize`. UNCONFIRMED (Apple publishes none): regular is what
    /// widget buttons measure in screenshots; mini draws as small, as the
    /// documentation says iOS may.
    static func controlPadding(_ size: ControlSize) -> (vertical: Double, horizontal: Double) {
        switch size {
        case .mini, .small: (4, 10)
        case .regular: (6, 12)
        case .large: (10, 16)
        case .extraLarge: (14, 20)
        }
    }

    /// The size `textScale(.secondary)` draws text at, as a share of its
    /// font's. UNCONFIRMED: Apple describes the scale only as smaller, for
    /// secondary text such as footnotes; 0.8 is about a footnote's 13 pt
    /// against body's 17 pt, between two styles.
    static let secondaryTextScale = 0.8

    /// How far `allowsTightening` may move letters together, in ems per
    /// letter. UNCONFIRMED: Apple says only that the system may tighten.
    static let maximumTightening = 0.05

    /// The corner radius of `buttonBorderShape(.roundedRectangle)`.
    /// UNCONFIRMED: about what iOS draws a bordered button with.
    static let buttonCornerRadius = 8.0
}

extension LayoutNode {
    /// The size this node takes for `proposal` (cached: stacks ask twice).
    func sizeThatFits(_ proposal: Proposal) -> Size {
        if let cached = sizeCache[proposal] { return cached }
        let size = computeSize(proposal)
        sizeCache[proposal] = size
        return size
    }

    private func computeSize(_ proposal: Proposal) -> Size {
        switch kind {
        case .text(let content):
            let maxWidth = proposal.width.flatMap { $0.isFinite ? $0 : nil }
            let maxHeight = proposal.height.flatMap { $0.isFinite ? $0 : nil }
            if let size = TextLayout.measure(
                preparedText(content), maxWidth: maxWidth, lineLimit: content.lineLimit,
                maxHeight: maxHeight,
                lineSpacing: content.lineSpacing)
            {
                return size
            }
            return textLayout(content, proposal).size
        // Flexible views take what they are offered, infinity included:
        // a stack probes its children with infinity to learn how flexible
        // they are, and a Spacer or a Color is the most flexible of all.
        case .image(let content):
            guard content.resizable else { return content.intrinsic }
            return Size(
                proposal.width ?? content.intrinsic.width,
                proposal.height ?? content.intrinsic.height)
        case .shape, .fill:
            return Size(
                proposal.width ?? LayoutDefaults.flexibleIdeal,
                proposal.height ?? LayoutDefaults.flexibleIdeal)
        case .spacer(let minimum, let axis):
            switch axis {
            case .vertical?: return Size(0, max(minimum, proposal.height ?? minimum))
            case .horizontal?: return Size(max(minimum, proposal.width ?? minimum), 0)
            case nil: return Size(proposal.width ?? 0, proposal.height ?? 0)
            }
        case .divider(let axis):
            return axis == .vertical
                ? Size(proposal.width.finiteOr(0), LayoutDefaults.dividerThickness)
                : Size(LayoutDefaults.dividerThickness, proposal.height.finiteOr(0))
        case .stack(let axis, _, let spacing):
            return stackSizes(axis: axis, spacing: spacing, proposal).size
        case .grid(let spec):
            return gridSize(spec, proposal)
        case .lazyGrid(let spec):
            return lazyGridSize(spec, proposal)
        case .geometryReader:
            return readerSize(proposal)
        case .chart:
            return Self.greedySize(proposal, ideal: ChartRules.idealSize)
        case .position:
            // All the space offered; the child's own size where none is.
            let child = content.sizeThatFits(proposal)
            return Size(
                proposal.width.map { $0.isFinite ? $0 : child.width } ?? child.width,
                proposal.height.map { $0.isFinite ? $0 : child.height } ?? child.height)
        case .zstack, .viewThatFits, .empty, .gridRow:
            if case .viewThatFits = kind {
                return chosenAlternative(proposal)?.sizeThatFits(proposal) ?? .zero
            }
            var size = Size.zero
            for child in children {
                let childSize = child.sizeThatFits(proposal)
                size = Size(max(size.width, childSize.width), max(size.height, childSize.height))
            }
            return size
        case .padding(let insets):
            let inner = Proposal(
                width: proposal.width.map { max(0, $0 - insets.horizontal) },
                height: proposal.height.map { max(0, $0 - insets.vertical) })
            let size = content.sizeThatFits(inner)
            return Size(size.width + insets.horizontal, size.height + insets.vertical)
        case .frame(let width, let height, _):
            let size = content.sizeThatFits(
                Proposal(width: width ?? proposal.width, height: height ?? proposal.height))
            return Size(width ?? size.width, height ?? size.height)
        case .flexFrame(let frame):
            return flexSize(frame, proposal)
        case .fixedSize(let horizontal, let vertical):
            return content.sizeThatFits(
                Proposal(
                    width: horizontal ? nil : proposal.width,
                    height: vertical ? nil : proposal.height))
        case .aspectRatio(let ratio, let fill):
            return aspectSize(ratio: ratio ?? content.idealAspect, fill: fill, proposal)
        case .decorated:
            return content.sizeThatFits(proposal)
        case .gauge(let gauge):
            if gauge.style.isCircular {
                // Circular gauges fill the square they are offered, up to twice their ideal.
                let ideal = LayoutDefaults.circularGaugeIdeal
                let side = min(
                    proposal.width.finiteOr(ideal), proposal.height.finiteOr(ideal), ideal * 2)
                return Size(max(0, side), max(0, side))
            }
            let labels = children.map {
                $0.sizeThatFits(Proposal(width: proposal.width, height: nil)).height
            }.reduce(0) { $0 + $1 + 2 }
            return Size(
                proposal.width.finiteOr(LayoutDefaults.circularGaugeIdeal * 2),
                labels + LayoutDefaults.gaugeBarHeight)
        case .progress(let progress):
            if progress.circular {
                return Size(LayoutDefaults.spinnerSize, LayoutDefaults.spinnerSize)
            }
            let labels = children.map {
                $0.sizeThatFits(Proposal(width: proposal.width, height: nil)).height
            }.reduce(0) { $0 + $1 + 4 }
            return Size(
                proposal.width.finiteOr(LayoutDefaults.circularGaugeIdeal * 2),
                labels + LayoutDefaults.barHeight)
        case .toggle:
            let switchSize = LayoutDefaults.switchSize
            let labelWidth = proposal.width.map {
                max(0, $0 - switchSize.width - LayoutDefaults.stackSpacing)
            }
            let label =
                children.first?.sizeThatFits(Proposal(width: labelWidth, height: proposal.height))
                ?? .zero
            // A toggle spreads its label and switch across the width it is offered.
            let width = proposal.width.finiteOr(
                label.width + LayoutDefaults.stackSpacing + switchSize.width)
            return Size(max(width, switchSize.width), max(label.height, switchSize.height))
        }
    }

    /// Whether this node is a `Spacer`.
    var isSpacer: Bool {
        if case .spacer = kind { return true }
        return false
    }

    /// The content child of a single-child modifier node.
    var content: LayoutNode { children.first ?? LayoutNode(.empty, name: "EmptyView") }

    /// The width-to-height ratio a child would like (1 when unknown).
    var idealAspect: Double {
        if case .image(let image) = kind, image.intrinsic.height > 0 {
            return image.intrinsic.width / image.intrinsic.height
        }
        if let child = children.first, children.count == 1 { return child.idealAspect }
        return 1
    }

    private func textLayout(_ content: TextContent, _ proposal: Proposal) -> TextLayout.Result {
        let maxWidth = proposal.width.flatMap { $0.isFinite ? $0 : nil }
        let maxHeight = proposal.height.flatMap { $0.isFinite ? $0 : nil }
        var result = TextLayout.layout(
            content.fragments, maxWidth: maxWidth, lineLimit: content.lineLimit,
            maxHeight: maxHeight, truncation: content.truncation,
            lineSpacing: content.lineSpacing)
        // `allowsTightening`: move the letters together, in two steps, first.
        if result.truncated, content.allowsTightening {
            for step in [0.5, 1.0] {
                let tightened = content.fragments.map { fragment -> TextFragment in
                    var copy = fragment
                    copy.font.spacing -=
                        fragment.font.size * LayoutDefaults.maximumTightening * step
                    return copy
                }
                let attempt = TextLayout.layout(
                    tightened, maxWidth: maxWidth, lineLimit: content.lineLimit,
                    maxHeight: maxHeight, truncation: content.truncation,
                    lineSpacing: content.lineSpacing)
                if !attempt.truncated {
                    return attempt
                }
            }
        }
        // `minimumScaleFactor`: shrink the font in steps until the text fits.
        if result.truncated, content.minimumScaleFactor < 1 {
            var factor = 0.95
            while factor >= content.minimumScaleFactor - 0.001 {
                let scaled = content.fragments.map { fragment -> TextFragment in
                    var copy = fragment
                    copy.font.size *= factor
                    return copy
                }
                let attempt = TextLayout.layout(
                    scaled, maxWidth: maxWidth, lineLimit: content.lineLimit, maxHeight: maxHeight,
                    truncation: content.truncation,
                    lineSpacing: content.lineSpacing)
                result = attempt
                if !attempt.truncated { break }
                factor -= 0.05
            }
        }
        return result
    }

    // MARK: Stacks

    /// The sizes SwiftUI's stacks give their children: the space left after
    /// spacing is offered to the children in order of layout priority
    /// (highest first, keeping the minimum of the others aside) and, within
    /// a priority, from the least flexible to the most, each offered an
    /// equal share of what remains. Spacers take what the others leave:
    /// they are not counted in the others' shares (their minimum lengths
    /// are kept aside), so `HStack { Text(title); Spacer() }` keeps the
    /// whole title, while equally flexible views still split evenly.
    private func stackSizes(axis: Axis, spacing: Double?, _ proposal: Proposal) -> (
        size: Size, sizes: [Size]
    ) {
        let cross: Axis = axis == .horizontal ? .vertical : .horizontal
        let gaps = spacingBetweenChildren(spacing, along: axis)
        let totalSpacing = gaps.reduce(0, +)
        var sizes = [Size](repeating: .zero, count: children.count)
        if let length = proposal.along(axis), length.isFinite {
            let minimums = children.map {
                $0.sizeThatFits(proposal.replacing(axis, with: 0)).along(axis)
            }
            let maximums = children.map {
                $0.sizeThatFits(proposal.replacing(axis, with: .infinity)).along(axis)
            }
            var remaining = length - totalSpacing
            let priorities = Set(children.map(\.priority)).sorted(by: >)
            for priority in priorities {
                let group = children.indices.filter { children[$0].priority == priority }
                let lowerMinimum = children.indices.filter { children[$0].priority < priority }
                    .reduce(0) { $0 + minimums[$1] }
                var available = remaining - lowerMinimum
                let ordered = group.sorted {
                    (children[$0].isSpacer ? 1 : 0, maximums[$0] - minimums[$0], $0) < (
                        children[$1].isSpacer ? 1 : 0, maximums[$1] - minimums[$1], $1
                    )
                }
                var spacerMinimums = ordered.filter { children[$0].isSpacer }.reduce(0) {
                    $0 + minimums[$1]
                }
                var others = ordered.filter { !children[$0].isSpacer }.count
                var spacers = ordered.count - others
                for index in ordered {
                    let share: Double
                    if children[index].isSpacer {
                        share = max(0, available / Double(spacers))
                        spacers -= 1
                        spacerMinimums -= minimums[index]
                    } else {
                        share = max(0, (available - spacerMinimums) / Double(others))
                        others -= 1
                    }
                    let size = children[index].sizeThatFits(proposal.replacing(axis, with: share))
                    sizes[index] = size
                    available -= size.along(axis)
                }
                remaining -= group.reduce(0) { $0 + sizes[$1].along(axis) }
            }
        } else {
            for (index, child) in children.enumerated() {
                sizes[index] = child.sizeThatFits(proposal)
            }
        }
        let along = sizes.reduce(0) { $0 + $1.along(axis) } + totalSpacing
        var across = sizes.map { $0.along(cross) }.max() ?? 0
        if axis == .horizontal, let textBaseline {
            across = baselineOffsets(textBaseline, sizes).height
        } else if case .stack(_, let alignment, _) = kind,
            let guides = crossGuides(sizes, axis: axis, alignment: alignment)
        {
            across = guides.extent
        }
        let size = axis == .horizontal ? Size(along, across) : Size(across, along)
        stackPlans[size] = sizes
        return (size, sizes)
    }

    /// Where the children's guides for the stack's alignment lie across
    /// it (an `alignmentGuide`'s, else the alignment's own place), the
    /// line they meet on (the furthest guide) and the length across the
    /// stack then needs, as SwiftUI lines a stack's views up on their
    /// guides; nil when no child sets a guide, and the stack aligns by
    /// its fraction alone.
    private func crossGuides(_ sizes: [Size], axis: Axis, alignment: Double) -> (
        guides: [Double], line: Double, extent: Double
    )? {
        guard children.contains(where: { !$0.alignmentGuides.isEmpty }) else { return nil }
        let cross: Axis = axis == .horizontal ? .vertical : .horizontal
        let guides = zip(children, sizes).map { child, size in
            child.alignmentGuides.compactMap {
                $0.position(horizontal: axis == .vertical, fraction: alignment, size: size)
            }.last ?? alignment * size.along(cross)
        }
        let line = guides.max() ?? 0
        let beyond = zip(sizes, guides).map { $0.along(cross) - $1 }.max() ?? 0
        return (guides, line, line + beyond)
    }

    /// The gaps between neighbouring children: the stack's spacing, or
    /// the default each pair prefers (`StackSpacing`).
    private func spacingBetweenChildren(_ spacing: Double?, along axis: Axis) -> [Double] {
        guard children.count > 1 else { return [] }
        if let spacing { return Array(repeating: spacing, count: children.count - 1) }
        if let defaultGaps { return defaultGaps }
        let gaps = (1..<children.count).map { index in
            StackSpacing.distance(
                children[index - 1].spacingEdge(first: false, along: axis),
                children[index].spacingEdge(first: true, along: axis), along: axis)
        }
        defaultGaps = gaps
        return gaps
    }

    // MARK: Frames

    /// SwiftUI's flexible frame: the child is offered the proposal clamped
    /// to the bounds; the frame is the child's size, grown toward the
    /// proposal up to the maximum, and never under the minimum.
    private func flexSize(_ frame: FlexFrame, _ proposal: Proposal) -> Size {
        func childProposal(
            _ value: Double?, _ minimum: Double?, _ ideal: Double?, _ maximum: Double?
        ) -> Double? {
            guard let value else { return ideal }
            var result = value
            if let maximum { result = min(result, maximum) }
            if let minimum { result = max(result, minimum) }
            return result
        }
        let child = content.sizeThatFits(
            Proposal(
                width: childProposal(
                    proposal.width, frame.minWidth, frame.idealWidth, frame.maxWidth),
                height: childProposal(
                    proposal.height, frame.minHeight, frame.idealHeight, frame.maxHeight)))
        func length(
            _ childLength: Double, _ proposed: Double?, _ minimum: Double?, _ ideal: Double?,
            _ maximum: Double?
        ) -> Double {
            var result = childLength
            if let proposed {
                if let maximum, maximum > result { result = min(maximum, max(result, proposed)) }
                if let minimum, minimum > result { result = max(minimum, min(result, proposed)) }
            } else if let ideal {
                result = ideal
            }
            if let maximum { result = min(result, maximum) }
            if let minimum { result = max(result, minimum) }
            return result.isFinite ? result : childLength
        }
        return Size(
            length(child.width, proposal.width, frame.minWidth, frame.idealWidth, frame.maxWidth),
            length(
                child.height, proposal.height, frame.minHeight, frame.idealHeight, frame.maxHeight))
    }

    /// `aspectRatio`: the largest size of that ratio inside the proposal
    /// (`.fit`), or the smallest that covers it (`.fill`).
    private func aspectSize(ratio: Double, fill: Bool, _ proposal: Proposal) -> Size {
        let ideal = content.sizeThatFits(.unspecified)
        let width = proposal.width.flatMap { $0.isFinite ? $0 : nil }
        let height = proposal.height.flatMap { $0.isFinite ? $0 : nil }
        var target: Size
        switch (width, height) {
        case (let w?, let h?):
            let byWidth = Size(w, w / ratio)
            let byHeight = Size(h * ratio, h)
            let widthFits = byWidth.height <= h + 0.001
            target = fill ? (widthFits ? byHeight : byWidth) : (widthFits ? byWidth : byHeight)
        case (let w?, nil): target = Size(w, w / ratio)
        case (nil, let h?): target = Size(h * ratio, h)
        case (nil, nil): target = Size(ideal.width, ideal.width / ratio)
        }
        return content.sizeThatFits(Proposal(width: target.width, height: target.height))
    }

    // MARK: ViewThatFits

    /// The children that are drawn: a `ViewThatFits`'s chosen view, every
    /// child of anything else.
    public var drawnChildren: [LayoutNode] {
        guard case .viewThatFits = kind else { return children }
        return chosenAlternative(Proposal(width: frame.width, height: frame.height)).map { [$0] }
            ?? []
    }

    /// The first child whose ideal size fits the proposal, else the last.
    func chosenAlternative(_ proposal: Proposal) -> LayoutNode? {
        for child in children {
            let ideal = child.sizeThatFits(.unspecified)
            if ideal.width <= (proposal.width ?? .infinity) + 0.001,
                ideal.height <= (proposal.height ?? .infinity) + 0.001
            {
                return child
            }
        }
        return children.last
    }

    // MARK: Placement

    /// Places this node in `rect` (its size already chosen) and its
    /// children inside it.
    func place(in given: Rect) {
        // What is placed is always finite and not negative, whatever an
        // archive asks for (a negative padding, an infinite frame).
        let rect = given.sanitized
        frame = rect
        let proposal = Proposal(width: rect.width, height: rect.height)
        switch kind {
        case .text(let content):
            textLayout = self.textLayout(content, proposal)
        case .stack(let axis, let alignment, let spacing):
            // The child sizes of the sizing pass that chose this size, when
            // there was one: placing then proposes nothing new.
            let sizes =
                stackPlans[rect.size] ?? stackSizes(axis: axis, spacing: spacing, proposal).sizes
            let gaps = spacingBetweenChildren(spacing, along: axis)
            var position = axis == .horizontal ? rect.x : rect.y
            // Placed, each child is offered the stack's own length across
            // it, so a shape beside two texts is as tall as they are.
            let placed = zip(children, sizes).map { child, size -> Size in
                let across = child.sizeThatFits(
                    axis == .horizontal
                        ? Proposal(width: size.width, height: rect.height)
                        : Proposal(width: rect.width, height: size.height))
                return axis == .horizontal
                    ? Size(size.width, min(across.height, rect.height))
                    : Size(min(across.width, rect.width), size.height)
            }
            // On a baseline, the children's tops follow their baselines,
            // the group centred in the stack's height.
            let lined = axis == .horizontal ? textBaseline.map { baselineOffsets($0, placed) } : nil
            let guided = lined == nil ? crossGuides(placed, axis: axis, alignment: alignment) : nil
            /// Where a child starts across the stack when guides line it up.
            func guidedStart(_ index: Int, from start: Double, length: Double) -> Double? {
                guided.map { start + (length - $0.extent) * alignment + $0.line - $0.guides[index] }
            }
            for (index, child) in children.enumerated() {
                let size = placed[index]
                if axis == .horizontal {
                    let y =
                        lined.map { rect.y + (rect.height - $0.height) / 2 + $0.tops[index] }
                        ?? guidedStart(index, from: rect.y, length: rect.height)
                        ?? rect.y + (rect.height - size.height) * alignment
                    child.place(in: Rect(x: position, y: y, width: size.width, height: size.height))
                    position += size.width
                } else {
                    let x =
                        guidedStart(index, from: rect.x, length: rect.width)
                        ?? rect.x + (rect.width - size.width) * alignment
                    child.place(
                        in: Rect(x: x, y: position, width: size.width, height: size.height))
                    position += size.height
                }
                if index < gaps.count { position += gaps[index] }
            }
        case .zstack(let alignment):
            for child in children {
                child.place(in: aligned(child.sizeThatFits(proposal), in: rect, alignment))
            }
        case .viewThatFits:
            if let chosen = chosenAlternative(proposal) {
                chosen.place(in: aligned(chosen.sizeThatFits(proposal), in: rect, .center))
            }
        case .padding(let insets):
            content.place(
                in: Rect(
                    x: rect.x + insets.leading, y: rect.y + insets.top,
                    width: max(0, rect.width - insets.horizontal),
                    height: max(0, rect.height - insets.vertical)))
        case .frame(let width, let height, let alignment):
            let size = content.sizeThatFits(
                Proposal(width: width ?? rect.width, height: height ?? rect.height))
            content.place(in: aligned(size, in: rect, alignment))
        case .flexFrame(let flex):
            func clamp(_ value: Double, _ minimum: Double?, _ maximum: Double?) -> Double {
                var result = value
                if let maximum { result = min(result, maximum) }
                if let minimum { result = max(result, minimum) }
                return result
            }
            let size = content.sizeThatFits(
                Proposal(
                    width: clamp(rect.width, flex.minWidth, flex.maxWidth),
                    height: clamp(rect.height, flex.minHeight, flex.maxHeight)))
            content.place(in: aligned(size, in: rect, flex.alignment))
        case .fixedSize(let horizontal, let vertical):
            let size = content.sizeThatFits(
                Proposal(width: horizontal ? nil : rect.width, height: vertical ? nil : rect.height)
            )
            content.place(in: aligned(size, in: rect, .center))
        case .aspectRatio:
            content.place(in: aligned(content.sizeThatFits(proposal), in: rect, .center))
        case .decorated:
            content.place(in: rect)
            let layer = Proposal(width: rect.width, height: rect.height)
            if case .decorated(let alignment) = kind {
                for node in backgrounds + overlays + masks {
                    node.place(in: aligned(node.sizeThatFits(layer), in: rect, alignment))
                }
            }
        case .gauge(let gauge) where gauge.style.isCircular:
            // The centre label in the ring; the bounds labels at the gap's ends.
            let bounds = gauge.boundsLabels ? children.suffix(2) : []
            for child in children.dropLast(bounds.count) {
                let size = child.sizeThatFits(Proposal(width: rect.width, height: rect.height))
                child.place(in: aligned(size, in: rect, .center))
            }
            let gap = rect.inset(
                by: EdgeInsets(
                    top: 0, leading: rect.width * 0.12, bottom: 0, trailing: rect.width * 0.12))
            for (child, side) in zip(bounds, [0.0, 1.0]) {
                let size = child.sizeThatFits(Proposal(width: rect.width / 2, height: nil))
                child.place(in: aligned(size, in: gap, Alignment(horizontal: side, vertical: 1)))
            }
        case .gauge, .progress:
            // Labels stack above the bar.
            var y = rect.y
            for child in children {
                let size = child.sizeThatFits(Proposal(width: rect.width, height: nil))
                child.place(in: Rect(x: rect.x, y: y, width: size.width, height: size.height))
                y += size.height + 2
            }
        case .toggle:
            if let label = children.first {
                let width = max(
                    0, rect.width - LayoutDefaults.switchSize.width - LayoutDefaults.stackSpacing)
                let size = label.sizeThatFits(Proposal(width: width, height: rect.height))
                label.place(
                    in: Rect(
                        x: rect.x, y: rect.y + (rect.height - size.height) / 2, width: size.width,
                        height: size.height))
            }
        case .grid(let spec):
            placeGrid(spec, in: rect)
        case .lazyGrid(let spec):
            placeLazyGrid(spec, in: rect)
        case .geometryReader:
            placeReader(in: rect)
        case .position(let x, let y):
            let size = content.sizeThatFits(Proposal(width: rect.width, height: rect.height))
            content.place(
                in: Rect(
                    x: rect.x + x - size.width / 2, y: rect.y + y - size.height / 2,
                    width: size.width, height: size.height))
        case .chart(let spec):
            placeAnnotations(spec, in: rect)
        case .image, .shape, .fill, .spacer, .divider, .empty, .gridRow:
            // A grid row's cells are placed by its grid.
            break
        }
    }

    /// A chart's annotations, its children, at their ideal sizes beside
    /// the marks `ChartGeometry` lays out in `rect` (the chart itself is
    /// drawn from the same geometry).
    private func placeAnnotations(_ spec: ChartSpec, in rect: Rect) {
        guard !children.isEmpty else { return }
        let anchors = ChartGeometry(spec, in: rect).anchors
        for (index, mark) in spec.marks.enumerated() {
            for annotation in mark.annotations where children.indices.contains(annotation.node) {
                let child = children[annotation.node]
                guard let anchor = anchors[index] else {
                    // A mark not drawn (no value on a scale) shows no annotation.
                    child.place(in: Rect(x: rect.x, y: rect.y, width: 0, height: 0))
                    child.opacity = 0
                    continue
                }
                child.place(in: annotation.frame(child.sizeThatFits(.unspecified), beside: anchor))
            }
        }
    }

    private func aligned(_ size: Size, in rect: Rect, _ alignment: Alignment) -> Rect {
        Rect(
            x: rect.x + (rect.width - size.width) * alignment.horizontal,
            y: rect.y + (rect.height - size.height) * alignment.vertical,
            width: size.width, height: size.height)
    }
}

extension Rect {
    /// Finite, with no negative size: NaN and infinities become 0.
    var sanitized: Rect {
        func finite(_ value: Double) -> Double { value.isFinite ? value : 0 }
        return Rect(
            x: finite(x), y: finite(y), width: max(0, finite(width)), height: max(0, finite(height))
        )
    }
}

extension Size {
    func along(_ axis: Axis) -> Double { axis == .horizontal ? width : height }

}

extension Optional where Wrapped == Double {
    /// The value when it is finite, else `fallback`.
    func finiteOr(_ fallback: Double) -> Double {
        if let value = self, value.isFinite { return value }
        return fallback
    }
}

extension TextLayout.Result {
    var size: Size { Size(width, height) }
}
