import WidgetArchive
import WidgetRender
import WidgetSyntax

/// `low-contrast` and `accented-invisible`: a text against what is drawn
/// behind it, as the mode draws both, under WCAG 2.2's 4.5:1 (3:1 for
/// large text); and content the accented or vibrant treatment makes
/// vanish though it shows as written: a text or symbol under 1.5:1
/// against its backdrop, or a full-colour picture drawn as a flat block.
struct ContrastRule: AuditRule {
    /// CHOICE: an image smaller than this on both sides is an icon, whose
    /// silhouette still reads when flattened.
    static let blockSize = 24.0

    static func findings(in audited: AuditedLayout) -> [AuditFinding] {
        let drawn = Backdrop(layout: audited.layout, drawn: audited.drawn, asWritten: false)
        let written = Backdrop(layout: audited.layout, drawn: audited.drawn, asWritten: true)
        let treated = audited.layout.environment.mode != .fullColor
        var found: [AuditFinding] = []
        for (index, node) in audited.content where node.opacity > 0 && !node.isRecoloured {
            switch node.node.kind {
            case .text(let content):
                guard let finding = text(node, content, index, drawn, written, treated) else {
                    continue
                }
                found.append(finding)
            case .image(let content) where treated:
                guard let finding = image(node, content, index, audited, drawn, written) else {
                    continue
                }
                found.append(finding)
            default:
                continue
            }
        }
        return found
    }

    /// The finding of a text: the worst of its styles against the colour
    /// behind its middle.
    static func text(
        _ node: DrawnNode, _ content: TextContent, _ index: Int, _ drawn: Backdrop,
        _ written: Backdrop, _ treated: Bool
    ) -> AuditFinding? {
        guard let words = AuditedLayout.words(node.node), let result = node.node.textLayout,
            let font = result.lines.first?.fragments.first?.font,
            let behind = drawn.colour(at: node.frame.centre, before: index)
        else { return nil }
        let ratio = worst(content, node, drawn, behind)
        let needed = Contrast.isLarge(font) ? Contrast.largeText : Contrast.text
        guard ratio < needed else { return nil }
        if treated, ratio < Contrast.invisible,
            let under = written.colour(at: node.frame.centre, before: index),
            worst(content, node, written, under) >= needed
        {
            return AuditFinding(
                id: .accentedInvisible, origin: node.origin, frame: node.frame,
                subject: quoted(words),
                problem:
                    "vanishes into what is behind it (\(format(ratio)):1), though it shows as written"
            )
        }
        return AuditFinding(
            id: .lowContrast, origin: node.origin, frame: node.frame, subject: quoted(words),
            problem:
                "has \(format(ratio)):1 contrast against what is behind it, under WCAG's \(format(needed)):1 for \(needed == Contrast.text ? "text" : "large text")"
        )
    }

    /// The least ratio of a text's run styles over `behind`.
    static func worst(
        _ content: TextContent, _ node: DrawnNode, _ backdrop: Backdrop, _ behind: RGBA
    )
        -> Double
    {
        content.styles.map { style in
            let colour = backdrop.treat(style.color, accent: node.node.accentable)
            return Contrast.ratio(of: colour, opacity: node.opacity, over: behind)
        }.min() ?? 21
    }

    /// The finding of an image in the accented or vibrant mode: a symbol
    /// that vanishes, or a picture flattened to a block.
    static func image(
        _ node: DrawnNode, _ image: ImageContent, _ index: Int, _ audited: AuditedLayout,
        _ drawn: Backdrop, _ written: Backdrop
    ) -> AuditFinding? {
        guard !image.redacted else { return nil }
        let environment = audited.layout.environment
        if let name = image.systemName {
            guard let behind = drawn.colour(at: node.frame.centre, before: index),
                let under = written.colour(at: node.frame.centre, before: index)
            else { return nil }
            let colour = drawn.treat(image.tint, accent: node.node.accentable)
            let ratio = Contrast.ratio(of: colour, opacity: node.opacity, over: behind)
            let shown = Contrast.ratio(of: image.tint, opacity: node.opacity, over: under)
            guard ratio < Contrast.invisible, shown >= Contrast.largeText else { return nil }
            return AuditFinding(
                id: .accentedInvisible, origin: node.origin, frame: node.frame,
                subject: "Image(systemName: \(quoted(name)))",
                problem:
                    "vanishes into what is behind it (\(format(ratio)):1), though it shows as written"
            )
        }
        guard environment.mode == .accented, image.accentedMode == nil,
            environment.accentedLook.imagesTakeTheirGroupsColour,
            node.frame.width >= blockSize, node.frame.height >= blockSize,
            let name = image.assetName
        else { return nil }
        return AuditFinding(
            id: .accentedInvisible, origin: node.origin, frame: node.frame,
            subject: "Image(\(quoted(name)))",
            problem:
                "is drawn as a flat \(points(node.frame.width))x\(points(node.frame.height)) pt block: it has no 'widgetAccentedRenderingMode'"
        )
    }

    /// A ratio to a tenth, as "4.5".
    static func format(_ ratio: Double) -> String {
        let tenths = (ratio * 10).rounded(.down) / 10
        return tenths == tenths.rounded() ? "\(Int(tenths))" : "\(tenths)"
    }
}
