import WidgetArchive
import WidgetRender

/// `wdl devices`: the known devices and their family sizes.
enum DevicesCommand {
    static let command = Command(
        name: "devices",
        abstract: "List the devices wdl renders for, with their widget and Live Activity sizes.",
        usage: "wdl devices",
        details: """
            Sizes are in points, from Apple's Human Interface Guidelines (iPhone and
            iPad widget sizes, watch Smart Stack sizes, Live Activity sizes, CarPlay's
            three Live Activity sizes) or chosen where Apple publishes none (marked
            in the models column). Watches, CarPlay and Macs show an iPhone's Live
            Activity ('--family smartStack', 'carPlay', 'menuBar'). The default
            device is marked with '*'.

            """,
        run: run
    )

    @Sendable static func run(_ arguments: [String]) throws -> CommandOutcome {
        let scanner = try ArgumentScanner(arguments, command: "devices")
        guard scanner.files.isEmpty else { throw UsageError("'wdl devices' takes no files") }
        var out = ""
        for kind in DeviceKind.allCases {
            let devices = DeviceCatalog.all.filter { $0.kind == kind }
            let families = WidgetFamily.allCases.filter { family in
                devices.contains { $0.families[family] != nil }
            }
            // Where the device shows an iPhone's Live Activity.
            let remote = ActivityPresentation.allCases.filter { presentation in
                devices.contains { $0.remoteActivity[presentation] != nil }
            }
            var rows = [
                ["device", "screen"] + families.map(\.rawValue)
                    + (kind == .iPhone ? ["Live Activity", "island"] : [])
                    + remote.map { "Live Activity (\($0.title))" }
            ]
            for device in devices {
                var row = [
                    (device == DeviceCatalog.defaultDevice ? "*" : "") + device.name,
                    device.screen.description,
                ]
                row += families.map { device.families[$0]?.description ?? "-" }
                if kind == .iPhone {
                    row.append(
                        device.activity.map { "\(PointSize.format($0.lockScreenWidth))x84-160" }
                            ?? "-")
                    if let activity = device.activity, let island = activity.islandWidth {
                        row.append("\(PointSize.format(island)) (compact \(activity.compact))")
                    } else {
                        row.append("-")
                    }
                }
                row += remote.map { device.remoteActivity[$0]?.description ?? "-" }
                rows.append(row)
            }
            out += "\(kind.rawValue):\n" + TextTable.render(rows) + "\n"
        }
        out.removeLast()
        return CommandOutcome(exitCode: .success, standardOutput: out)
    }
}
