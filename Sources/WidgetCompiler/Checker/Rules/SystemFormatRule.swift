import WidgetArchive
import WidgetSyntax

/// `api-availability` (error) for self-updating text: a
/// `SystemFormatStyle` (`.timer(countingDownIn:)`, `.stopwatch`,
/// `.offset(to:)`, `.reference(to:)`) in `Text(_:format:)` is iOS 18,
/// macOS 15 and watchOS 11 API (developer.apple.com/documentation/swiftui/systemformatstyle),
/// outside an `if #available` that covers it.
struct SystemFormatRule: FamilyRule {
    static let availability: [Platform: OSVersion] = [
        .iOS: OSVersion(18), .iPadOS: OSVersion(18), .macOS: OSVersion(15),
        .watchOS: OSVersion(11),
    ]

    mutating func visit(
        _ call: Call, at range: SourceRange, in context: FamilyContext,
        diagnostics: inout [Diagnostic]
    ) {
        guard call.calleeName == "Text",
            let format = call.arguments.first(where: { $0.label?.name == "format" })?.value,
            case .call(let style) = format.kind, case .implicitMember(let name) = style.callee.kind,
            SystemFormatText.styles.contains(name.identifier.name)
        else { return }
        if let diagnostic = AvailabilityRule.check(
            "SystemFormatStyle." + name.identifier.name, Self.availability, in: context,
            at: style.callee.range)
        {
            diagnostics.append(diagnostic)
        }
    }
}
