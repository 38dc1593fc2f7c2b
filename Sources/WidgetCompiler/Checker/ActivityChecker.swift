import WidgetArchive
import WidgetSyntax

/// Checks a Live Activity: each presentation is walked with the same rules
/// as a widget family, against `PresentationTable`; then the HIG's one
/// interactive element and ActivityKit's 4 KB data limit.
enum ActivityChecker {
    static func check(
        _ decl: ContainerDecl, views: UserViews = .none, into diagnostics: inout [Diagnostic]
    ) -> WidgetReport {
        let header = HeaderReader.read(decl, required: [], into: &diagnostics)
        var reports: [FamilyReport] = []
        for (presentation, blocks) in presentations(of: decl) {
            let capabilities = PresentationTable.capabilities(of: presentation)
            let name =
                presentation.rawValue.hasPrefix("expanded") ? "expanded" : presentation.rawValue
            let context = FamilyContext(
                activity: decl.name.name, header: header, capabilities: capabilities)
            var walker = FamilyWalker(contexts: [context], rules: Checker.familyRules, views: views)
            for block in blocks { walker.walk(block) }
            let lane = walker.lanes[0]
            var found = lane.diagnostics
            if lane.interactiveViews.count > 1 {
                found.append(
                    Diagnostic(
                        .multipleInteractive(name, count: lane.interactiveViews.count),
                        at: lane.interactiveViews[1], family: name))
            }
            diagnostics += found
            let available = header.effectivePlatforms.contains {
                [.iOS, .iPadOS].contains($0.platform) && $0.version >= OSVersion(16, 1)
            }
            reports.append(
                FamilyReport(
                    name: name, available: available,
                    buttonsAndToggles: capabilities.buttonsAndToggles,
                    links: capabilities.links, renderingModes: Set(presentation.renderingModes),
                    uses: lane.uses.sorted(),
                    findings: Array(Set(found.map(\.id))).sorted()))
        }
        checkPayload(decl, into: &diagnostics)
        checkFamilies(header, into: &diagnostics)
        reports += remoteReports(header, reports)
        return WidgetReport(
            name: decl.name.name, header: header, families: reports, kind: .activity)
    }

    /// The presentations and their view blocks. The four expanded regions
    /// are one presentation (one row of the table) walked together, so that
    /// "one interactive element" counts across them.
    private static func presentations(of decl: ContainerDecl) -> [(ActivityPresentation, [Block])] {
        var result: [(ActivityPresentation, [Block])] = []
        for part in IslandLayoutSyntax.read(decl).parts {
            let expanded = part.presentation.rawValue.hasPrefix("expanded")
            if expanded, let index = result.firstIndex(where: { $0.0 == .expandedLeading }) {
                result[index].1.append(part.views)
            } else {
                result.append((expanded ? .expandedLeading : part.presentation, [part.views]))
            }
        }
        return result
    }

    /// `api-availability`: `supplementalActivityFamilies` is iOS 18 API
    /// (a `WidgetConfiguration` modifier, which `if #available` cannot wrap
    /// in a widget bundle's body), so the activity's iOS must be 18 or later.
    private static func checkFamilies(_ header: WidgetHeader, into diagnostics: inout [Diagnostic])
    {
        guard let range = header.activityFamiliesRange,
            let diagnostic = header.configurationAvailability(
                "supplementalActivityFamilies", noun: "activity", needed: OSVersion(18), at: range)
        else { return }
        diagnostics.append(diagnostic)
    }

    /// The rows of the remote presentations (the watch's Smart Stack,
    /// CarPlay, the Mac's menu bar), drawn from the views the activity
    /// has: its Lock Screen view where it declares `.small` (the Smart
    /// Stack and CarPlay), else its compact views. They use what those
    /// use; buttons and toggles do nothing there (`PresentationTable`).
    private static func remoteReports(_ header: WidgetHeader, _ reports: [FamilyReport])
        -> [FamilyReport]
    {
        ActivityPresentation.allCases.filter(\.isRemote).map { presentation in
            let small = presentation.usesSmallFamily && header.smallActivityFamily != nil
            let sources = small ? ["lockScreen"] : ["compactLeading", "compactTrailing"]
            let drawn = reports.filter { sources.contains($0.name) }
            let capabilities = PresentationTable.capabilities(of: presentation)
            return FamilyReport(
                name: presentation.rawValue, available: drawn.allSatisfy(\.available),
                buttonsAndToggles: capabilities.buttonsAndToggles, links: capabilities.links,
                renderingModes: Set(presentation.renderingModes),
                uses: Array(Set(drawn.flatMap(\.uses))).sorted(),
                findings: Array(Set(drawn.flatMap(\.findings))).sorted())
        }
    }

    /// `activity-payload-size`: the placeholder's attributes and state as
    /// compact JSON, over 4096 bytes (Docs/WidgetKitFacts.md §9: "static and dynamic data
    /// together ... must not exceed 4 KB"). CHOICE: dates count as the
    /// strings written; Codable would encode a number, a little smaller.
    private static func checkPayload(_ decl: ContainerDecl, into diagnostics: inout [Diagnostic]) {
        for member in decl.members {
            guard case .placeholder(let record) = member.kind else { continue }
            let size = JSONSize.of(record)
            if size > 4096 {
                diagnostics.append(Diagnostic(.activityPayloadSize(size), at: member.keyword.range))
            }
        }
    }
}

/// The size in bytes of a placeholder value written as compact JSON.
enum JSONSize {
    static func of(_ record: RecordValue) -> Int {
        // {"name":value,...}
        2 + record.fields.map { string($0.name.name) + 1 + of($0.value) }.reduce(0, +)
            + max(0, record.fields.count - 1)
    }

    static func of(_ value: Value) -> Int {
        switch value.kind {
        case .string(let text): string(text)
        case .integer(let number): String(number).utf8.count
        case .float(let number): "\(number)".utf8.count
        case .boolean(let flag): flag ? 4 : 5
        case .null, .error: 4
        case .array(let elements): 2 + elements.map(of).reduce(0, +) + max(0, elements.count - 1)
        case .record(let record): of(record)
        }
    }

    /// A string with its quotes and escapes.
    private static func string(_ text: String) -> Int {
        var size = 2
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"", "\\", "\n", "\r", "\t": size += 2
            default: size += scalar.value < 0x20 ? 6 : String(scalar).utf8.count
            }
        }
        return size
    }
}
