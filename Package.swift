// swift-tools-version: 6.0
// wdl: a compiler for widget layout descriptions.
//
// The module graph mirrors the pipeline and enforces its one hard rule:
// `WidgetRender` depends on `WidgetArchive` (and the font-file reader
// `FontTables`) only, never on `WidgetCompiler`,
// so a renderer cannot run the language; it draws what an archive says.
// No package dependencies: only the toolchain.
import PackageDescription

let package = Package(
    name: "wdl",
    products: [
        .executable(name: "wdl", targets: ["wdl"]),
        .library(name: "WidgetCompiler", targets: ["WidgetCompiler"]),
        .library(name: "WidgetArchive", targets: ["WidgetArchive"]),
        .library(name: "WidgetRender", targets: ["WidgetRender"]),
        // Snapshot assertions for users' own XCTest and Swift Testing suites.
        .library(name: "WidgetSnapshotTesting", targets: ["WidgetSnapshotTesting"]),
        // Builds a target's .wdl files into its Swift (errors fail the build).
        .plugin(name: "WDLBuildPlugin", targets: ["WDLBuildPlugin"]),
        // `swift package wdl lint|check|snapshot|gallery` over a package's .wdl files.
        .plugin(name: "WDLCommandPlugin", targets: ["WDLCommandPlugin"]),
    ],
    targets: [
        // Resolved view trees, the display environment, the codecs.
        .target(name: "WidgetArchive"),
        // Source files, the diagnostics catalogue, lexer, parser, the lossless
        // syntax tree, printer and formatter. Knows no catalog: what a name
        // means is the compiler's side table. Of the archive it uses only
        // `SwiftLiteral`, the one escaping function for Swift source.
        .target(name: "WidgetSyntax", dependencies: ["WidgetArchive"]),
        // Catalogs, checker, instantiation, timelines, lint, editor queries.
        .target(name: "WidgetCompiler", dependencies: ["WidgetSyntax", "WidgetArchive"]),
        // Reads TrueType and OpenType files (names, metrics, character map,
        // advances, GPOS kerning): custom fonts and the glyph-table tool.
        .target(name: "FontTables"),
        // Layout and the text and SVG renderers. Archive (and font files)
        // only: see above.
        .target(
            name: "WidgetRender", dependencies: ["WidgetArchive", "FontTables"],
            exclude: ["Symbols/LICENSE-bootstrap-icons.txt"]),
        // GoldenFile (verify or record, diffs), snapshot cases and files:
        // shared by `wdl snapshot`, WidgetSnapshotTesting and the goldens.
        .target(
            name: "WidgetSnapshots",
            dependencies: ["WidgetCompiler", "WidgetArchive", "WidgetRender"]),
        // The assertion library: reports through XCTest or Swift Testing.
        .target(
            name: "WidgetSnapshotTesting",
            dependencies: ["WidgetSnapshots", "WidgetCompiler", "WidgetArchive", "WidgetRender"]),
        // What only a layout shows (`content-overflow`): the compiler's
        // placeholders laid out by the renderer.
        .target(
            name: "WidgetAudit",
            dependencies: [
                "WidgetCompiler", "WidgetArchive", "WidgetRender", "WidgetSyntax",
                "WidgetSnapshots",
            ]),
        // The command line as a library, so tests call `run(arguments:)`.
        // `wdl emit swift`: the SwiftUI source of a checked file.
        .target(name: "WidgetEmit", dependencies: ["WidgetCompiler", "WidgetArchive"]),
        // `wdl lsp`: the Language Server Protocol over the editor queries.
        .target(name: "WidgetLanguageServer", dependencies: ["WidgetCompiler", "WidgetArchive"]),
        .target(
            name: "WidgetCLI",
            dependencies: [
                "WidgetCompiler", "WidgetArchive", "WidgetRender", "WidgetSnapshots", "WidgetEmit",
                "WidgetLanguageServer", "WidgetAudit", "WidgetSnapshots",
            ]),
        .executableTarget(name: "wdl", dependencies: ["WidgetCLI"]),
        // Generated widgets, as .wdl and as SwiftUI: the benchmark's corpus
        // and the pipeline property test's.
        .target(name: "WidgetCorpus"),
        // Release-built benchmark: `swift run -c release wdl-bench`.
        .executableTarget(
            name: "wdl-bench",
            dependencies: [
                "WidgetCompiler", "WidgetArchive", "WidgetRender", "WidgetCorpus",
                "WidgetLanguageServer", "WidgetAudit", "WidgetSnapshots",
            ]),
        // Regenerates the renderer's glyph-width table from installed fonts.
        .executableTarget(name: "wdl-glyph-table", dependencies: ["FontTables"]),
        // Regenerates the renderer's symbol outlines from Debian's bootstrap-icons.
        .executableTarget(name: "wdl-symbol-paths", dependencies: ["WidgetArchive"]),
        // SwiftPM plugins: both run the `wdl` tool.
        .plugin(
            name: "WDLBuildPlugin", capability: .buildTool(), dependencies: ["wdl"],
            path: "Sources/WDLBuildPlugin"),
        .plugin(
            name: "WDLCommandPlugin",
            capability: .command(
                intent: .custom(
                    verb: "wdl",
                    description:
                        "Lint, check, snapshot or draw a gallery of the package's .wdl files")),
            dependencies: ["wdl"], path: "Sources/WDLCommandPlugin"),
        .testTarget(name: "WidgetArchiveTests", dependencies: ["WidgetArchive"]),
        // The pipeline's property (what checks clean compiles and renders) renders too.
        // Goldens and fixtures are checked by WidgetSnapshots' `GoldenFile`, like the snapshots.
        .testTarget(
            name: "WidgetCompilerTests",
            dependencies: [
                "WidgetCompiler", "WidgetArchive", "WidgetRender", "WidgetCorpus",
                "WidgetSnapshots", "WidgetEmit",
            ],
            exclude: ["Fixtures"]),
        // Render tests compile .wdl snippets to archives; the renderer itself never imports the compiler.
        .testTarget(
            name: "WidgetRenderTests",
            dependencies: [
                "WidgetRender", "WidgetArchive", "WidgetCompiler", "WidgetSnapshots", "FontTables",
            ],
            exclude: ["Golden", "Calibration"]),
        .testTarget(name: "WidgetCLITests", dependencies: ["WidgetCLI", "WidgetCompiler"]),
        .testTarget(
            name: "WidgetAuditTests",
            dependencies: ["WidgetAudit", "WidgetCompiler", "WidgetRender", "WidgetSyntax"]),
        .testTarget(
            name: "WidgetLanguageServerTests",
            dependencies: ["WidgetLanguageServer", "WidgetCompiler", "WidgetSyntax"]),
        .testTarget(
            name: "WidgetSnapshotTestingTests",
            dependencies: [
                "WidgetSnapshotTesting", "WidgetSnapshots", "WidgetArchive", "WidgetRender",
            ]),
    ],
    swiftLanguageModes: [.v6]
)
