import WidgetSyntax

/// The wording of what laying a widget out finds, in the catalogue's
/// voice (lowercase, no final period, source in single quotes).
extension DiagnosticMessage {
    static func contentOverflow(
        family: String, canvas: String, text: String, edge: String, taller: Bool, more: Int
    ) -> Self {
        let others = more > 0 ? " (and \(more) more \(more == 1 ? "text" : "texts"))" : ""
        return .init(
            .contentOverflow, .warning,
            "content is \(taller ? "taller" : "wider") than \(family) (\(canvas) pt): \"\(text)\" is cut at the canvas's \(edge) edge\(others), as the device cuts it"
        )
    }

    static func customFontMissing(_ name: String, unread: [String]) -> Self {
        let files =
            unread.isEmpty
            ? "" : " (font files that could not be read: \(unread.joined(separator: "; ")))"
        return .init(
            .customFont, .note,
            "no font file beside the source has a face named '\(name)'\(files): its text is measured and drawn in the system font; put the .ttf or .otf file beside the source or in Fonts/"
        )
    }
}
