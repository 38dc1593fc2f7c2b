import Foundation
import PackagePlugin

/// Generates the Swift of a target's `.wdl` files into the build with
/// `wdl emit swift`, so a widget extension builds from `.wdl` sources. The
/// checker runs first: an error fails the build with `file:line:column`
/// diagnostics, as the compiler's do.
@main
struct WDLBuildPlugin: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) async throws -> [Command] {
        guard let target = target as? SourceModuleTarget else { return [] }
        let inputs = target.sourceFiles(withSuffix: "wdl").map(\.url).sorted { $0.path < $1.path }
        guard !inputs.isEmpty else { return [] }
        let output = context.pluginWorkDirectoryURL.appendingPathComponent("GeneratedSwift")
        // A widget's timeline file sets its provider's reload policy, so a
        // change to it must emit again.
        let timelines = target.sourceFiles(withSuffix: "timeline.json").map(\.url).sorted {
            $0.path < $1.path
        }
        let outputs =
            inputs.map {
                output.appendingPathComponent(
                    $0.deletingPathExtension().lastPathComponent + ".swift")
            }
            + [output.appendingPathComponent("WDLSupport.swift")]
        return [
            .buildCommand(
                displayName: "wdl emit swift: \(inputs.count) file(s) of \(target.name)",
                executable: try context.tool(named: "wdl").url,
                arguments: ["emit", "swift"] + inputs.map(\.path) + ["-o", output.path],
                inputFiles: inputs + timelines, outputFiles: outputs)
        ]
    }
}
