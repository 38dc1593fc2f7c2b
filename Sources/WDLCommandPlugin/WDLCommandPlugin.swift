import Foundation
import PackagePlugin

/// `swift package wdl <check|lint|snapshot|gallery> [options]`: runs the
/// `wdl` command over every `.wdl` file of the package's targets (or of
/// `--target NAME`). The gallery goes to `.build/wdl-gallery` unless `-o`
/// says otherwise.
@main
struct WDLCommandPlugin: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        var arguments = arguments
        let command = arguments.isEmpty ? "lint" : arguments.removeFirst()
        guard ["check", "lint", "snapshot", "gallery"].contains(command) else {
            throw PluginError("unknown command '\(command)'; use check, lint, snapshot or gallery")
        }
        var names: [String] = []
        while let index = arguments.firstIndex(of: "--target"), index + 1 < arguments.count {
            names.append(arguments[index + 1])
            arguments.removeSubrange(index...(index + 1))
        }
        let targets = context.package.targets.compactMap { $0 as? SourceModuleTarget }.filter {
            names.isEmpty || names.contains($0.name)
        }
        let files = targets.flatMap { $0.sourceFiles(withSuffix: "wdl").map(\.url.path) }.sorted()
        guard !files.isEmpty else {
            throw PluginError(
                "no .wdl files in \(names.isEmpty ? "the package" : names.joined(separator: ", "))")
        }
        if command == "gallery", !arguments.contains("-o") {
            arguments += [
                "-o",
                context.package.directoryURL.appendingPathComponent(".build/wdl-gallery").path,
            ]
        }
        let process = Process()
        process.executableURL = try context.tool(named: "wdl").url
        process.arguments = [command] + files + arguments
        try process.run()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            throw PluginError("wdl \(command) exited with status \(process.terminationStatus)")
        }
    }
}

struct PluginError: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}
