import Foundation
import WidgetArchive
import WidgetCompiler
import WidgetRender

/// `wdl render IN --family F [--device D] [--mode M] [--scheme S] [--now DATE] [--locked] [--entry N] --format svg|text|ascii [-o OUT]`.
enum RenderCommand {
    static let command = Command(
        name: "render",
        abstract: "Render an archive (or a .wdl, compiled on the fly) to SVG, a layout dump or ASCII.",
        usage: "wdl render <in.wdla|in.wdl> --family <family> [--device <name>] [--mode fullColor|accented|vibrant] [--scheme light|dark] [--now <date>] [--locked] [--no-background] [--entry <n>] --format svg|text|ascii [-o <out>]",
        details: """
        A .wdl is compiled with its placeholder first. --family also takes a Live
        Activity presentation (lockScreen, compactLeading, compactTrailing, minimal,
        expandedLeading, ...). Defaults: the device iphone-15-pro, the family's usual
        mode (vibrant on the Lock Screen, full colour elsewhere), light, now = the
        entry's date, the first entry. --locked redacts privacySensitive views;
        --no-background draws the widget as where the system removes its container
        background (StandBy, the Mac desktop; vibrant mode removes it too). Asset
        images come from an Assets/ folder beside the input. Without -o the render
        goes to standard output.

        """,
        run: run
    )

    @Sendable static func run(_ arguments: [String]) throws -> CommandOutcome {
        let scanner = try ArgumentScanner(arguments, command: "render", knownFlags: ["--locked", "--no-background"],
                                          valueOptions: ["--family", "--device", "--mode", "--scheme", "--now", "--entry", "--format", "-o", "--widget"])
        guard scanner.files.count == 1, let path = scanner.files.first else {
            throw UsageError("'wdl render' takes one archive or .wdl file", hint: "USAGE: \(command.usage)")
        }
        guard let familyName = scanner.value("--family") else { throw UsageError("'wdl render' needs --family", hint: "USAGE: \(command.usage)") }
        guard let surface = Surface(name: familyName) else {
            let names = WidgetFamily.allCases.map(\.rawValue) + ActivityPresentation.allCases.map(\.rawValue)
            throw UsageError("unknown family '\(familyName)'" + (Spelling.closest(to: familyName, in: names).map { " (did you mean '\($0)'?)" } ?? ""))
        }
        guard let formatName = scanner.value("--format") else { throw UsageError("'wdl render' needs --format svg, text or ascii") }
        guard ["svg", "text", "ascii"].contains(formatName) else { throw UsageError("unknown format '\(formatName)'; expected svg, text or ascii") }
        let device = try scanner.value("--device").map { name -> Device in
            guard let device = DeviceCatalog.device(named: name) else {
                throw UsageError("unknown device '\(name)'" + (Spelling.closest(to: name, in: DeviceCatalog.all.map(\.name)).map { " (did you mean '\($0)'?)" } ?? ""),
                                 hint: "Run 'wdl devices' for the list.")
            }
            return device
        } ?? DeviceCatalog.defaultDevice
        let mode = try scanner.value("--mode").map { name -> RenderingMode in
            guard let mode = RenderingMode(rawValue: name) else { throw UsageError("unknown mode '\(name)'; expected fullColor, accented or vibrant") }
            return mode
        }
        let scheme = try scanner.value("--scheme").map { name -> ColorScheme in
            guard let scheme = ColorScheme(rawValue: name) else { throw UsageError("unknown scheme '\(name)'; expected light or dark") }
            return scheme
        } ?? .light
        let entry = try scanner.value("--entry").map { text -> Int in
            guard let number = Int(text), number >= 1 else { throw UsageError("'--entry \(text)' is not an entry number (1, 2, ...)") }
            return number - 1
        } ?? 0
        let now = try scanner.value("--now").map { try DateArgument.parse($0, option: "--now") }

        // The archive: read, or compiled from source with its placeholder.
        let archive: Archive
        var messages = ""
        if path.hasSuffix(".wdl") {
            let compiled = try Compilation.run(path, timelinePath: nil, options: InstantiationOptions(declaration: scanner.value("--widget")))
            guard let made = compiled.archive else { return CommandOutcome(exitCode: .failure, standardError: compiled.messages) }
            archive = made
            messages = compiled.messages
        } else {
            switch try ArchiveLoader.load(path) {
            case .success(let loaded): archive = loaded
            case .failure(let message): return CommandOutcome(exitCode: .failure, standardError: "\(path): error: \(message)\n")
            }
        }
        guard archive.entries.indices.contains(entry) else {
            throw UsageError("the archive has \(plural(archive.entries.count, "entry", "entries")); there is no entry \(entry + 1)")
        }
        let assets = (URL(fileURLWithPath: path).deletingLastPathComponent().appendingPathComponent("Assets").path)
        let environment = DisplayEnvironment(surface: surface, device: device, mode: mode, scheme: scheme,
                                             now: now ?? archive.entries[entry].date, locked: scanner.flags.contains("--locked"),
                                             showsBackground: scanner.flags.contains("--no-background") ? false : nil,
                                             assetsDirectory: FileManager.default.fileExists(atPath: assets) ? assets : nil)
        let layout: WidgetLayout
        do {
            layout = try WidgetLayout.make(archive, entry: entry, environment: environment)
        } catch {
            return CommandOutcome(exitCode: .failure, standardError: "\(path): error: \(error.description)\n")
        }
        let text: String
        switch formatName {
        case "svg": text = SVGRenderer.render(layout)
        case "ascii": text = ASCIIRenderer.render(layout)
        default: text = TextRenderer.render(layout)
        }
        if let output = scanner.value("-o"), output != "-" {
            try OutputFile.write(Array(text.utf8), to: output)
            return CommandOutcome(exitCode: .success, standardOutput: "wrote \(output): \(surface.name) \(Int(layout.canvas.width.rounded()))x\(Int(layout.canvas.height.rounded())) on \(device.name), \(environment.mode.rawValue) \(scheme.rawValue)\n", standardError: messages)
        }
        return CommandOutcome(exitCode: .success, standardOutput: text, standardError: messages)
    }
}
