import WidgetArchive

/// The laid-out tree as text, one node a line with its frame
/// (`VStack (16,16 126x42)`), indented by depth: the format snapshot tests
/// diff. Numbers have at most two decimals.
public enum TextRenderer {
    /// The whole layout.
    public static func render(_ layout: WidgetLayout) -> String {
        let environment = layout.environment
        var out =
            "\(environment.surface.name) \(size(layout.canvas)) on \(environment.device.name), \(environment.mode.rawValue) \(environment.scheme.rawValue)"
        if environment.locked { out += ", locked" }
        if let system = environment.systemVersion { out += ", iOS \(system)" }
        out += "\n"
        if let color = layout.backgroundColor { out += "background \(describe(color))\n" }
        for node in layout.background {
            out += "containerBackground\n"
            write(node, depth: 1, into: &out)
        }
        write(layout.root, depth: 0, into: &out)
        // The tree stays, for what the widget lays out; a device draws none of it.
        if layout.needsContainerBackground {
            out += "notice: \(ContainerBackgroundNotice.message), shown instead of the content\n"
        }
        if layout.dimmed {
            out += "notice: dimmed: a tap would do nothing (the app declares no CarPlay scene)\n"
        }
        if layout.overflow > 0 {
            out +=
                "notice: \(LayoutNumber.text(layout.overflow)) pt of content cut off below 160 pt\n"
        }
        return out
    }

    private static func write(_ node: LayoutNode, depth: Int, into out: inout String) {
        var line = String(repeating: "  ", count: depth) + node.name
        if let detail = detailText(node) { line += " " + detail }
        line +=
            " (\(LayoutNumber.text(node.frame.x)),\(LayoutNumber.text(node.frame.y)) \(size(node.frame.size)))"
        if node.opacity < 1 { line += " opacity \(LayoutNumber.text(node.opacity))" }
        if let trim = node.trim {
            line += " trim \(LayoutNumber.text(trim.from))...\(LayoutNumber.text(trim.to))"
        }
        if let shadow = node.shadow {
            line +=
                " shadow \(describe(shadow.color)) \(LayoutNumber.text(shadow.radius)) \(LayoutNumber.text(shadow.x)),\(LayoutNumber.text(shadow.y))"
        }
        if node.blur > 0 { line += " blur \(LayoutNumber.text(node.blur))" }
        if node.accentable { line += " accent" }
        out += line + "\n"
        if case .text(let content) = node.kind, let layout = node.textLayout,
            layout.lines.count > 1 || layout.truncated || content.redacted
        {
            for text in layout.lines {
                out +=
                    String(repeating: "  ", count: depth + 1) + "| "
                    + (content.redacted
                        ? "(redacted)"
                        : content.printed(text.fragments.map(\.text).joined()) { "[\($0)]" })
                    + "\n"
            }
        }
        for background in node.backgrounds {
            out += String(repeating: "  ", count: depth + 1) + "background:\n"
            write(background, depth: depth + 2, into: &out)
        }
        if case .viewThatFits = node.kind {
            if let chosen = node.chosenAlternative(
                Proposal(width: node.frame.width, height: node.frame.height))
            {
                write(chosen, depth: depth + 1, into: &out)
            }
        } else {
            for child in node.children { write(child, depth: depth + 1, into: &out) }
        }
        for overlay in node.overlays {
            out += String(repeating: "  ", count: depth + 1) + "overlay:\n"
            write(overlay, depth: depth + 2, into: &out)
        }
        for mask in node.masks {
            out += String(repeating: "  ", count: depth + 1) + "mask:\n"
            write(mask, depth: depth + 2, into: &out)
        }
    }

    private static func detailText(_ node: LayoutNode) -> String? {
        switch node.kind {
        case .text(let content):
            guard let layout = node.textLayout, layout.lines.count == 1, !layout.truncated,
                !content.redacted
            else { return nil }
            return SwiftLiteral.quoted(
                content.printed(layout.lines[0].fragments.map(\.text).joined()) { "[\($0)]" })
        case .shape, .fill:
            var parts: [String] = []
            if let paint = node.paint { parts.append(describe(paint)) }
            if let stroke = node.stroke {
                parts.append("stroke \(describe(stroke.0)) \(LayoutNumber.text(stroke.1))")
            }
            return parts.isEmpty ? nil : parts.joined(separator: " ")
        default:
            return node.detail
        }
    }

    static func size(_ size: Size) -> String {
        "\(LayoutNumber.text(size.width))x\(LayoutNumber.text(size.height))"
    }

    static func describe(_ color: RGBA) -> String {
        color.alpha >= 0.999 ? color.hex : "\(color.hex)@\(LayoutNumber.text(color.alpha))"
    }

    static func describe(_ paint: Paint) -> String {
        switch paint {
        case .color(let color): describe(color)
        case .gradient(let colors, _, _):
            "gradient(" + colors.map(describe).joined(separator: ",") + ")"
        case .radial(let colors, _, _, _):
            "radial(" + colors.map(describe).joined(separator: ",") + ")"
        case .angular(let colors, _, _, _):
            "angular(" + colors.map(describe).joined(separator: ",") + ")"
        case .elliptical(let colors, _, _, _):
            "elliptical(" + colors.map(describe).joined(separator: ",") + ")"
        }
    }
}
