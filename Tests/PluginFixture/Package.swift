// swift-tools-version: 6.0
// A widget extension's package, as a user of wdl writes it: the `Widgets`
// target holds .wdl files and uses the build plugin, which emits their
// Swift into the build. Its SwiftUI, WidgetKit, AppIntents, ActivityKit and
// RelevanceKit are the stub modules of Tests/Stubs (symlinked), so it
// builds on Linux.
// .ci/run builds it, then breaks a .wdl and expects the located error.
import PackageDescription

let package = Package(
    name: "PluginFixture",
    platforms: [.macOS(.v14)],
    dependencies: [
        .package(name: "wdl", path: "../..")
    ],
    targets: [
        // The stubs, like everything here, build in Swift 6 language mode.
        .target(name: "SwiftUI"),
        .target(name: "AppIntents"),
        .target(name: "ActivityKit"),
        .target(name: "RelevanceKit"),
        .target(
            name: "WidgetKit",
            dependencies: ["SwiftUI", "AppIntents", "ActivityKit", "RelevanceKit"]),
        .target(
            name: "Widgets", dependencies: ["SwiftUI", "WidgetKit", "AppIntents"],
            plugins: [.plugin(name: "WDLBuildPlugin", package: "wdl")]),
    ],
    swiftLanguageModes: [.v6]
)
