import Foundation
import Testing

@testable import WidgetCLI

/// Writes a systemSmall widget `W` whose body is `views` (with a white
/// container background) to `W.wdl` in `directory`.
func writeSmallWidget(_ views: String, in directory: URL) throws -> URL {
    let source = directory.appendingPathComponent("W.wdl")
    try """
    widget W {
        kind: "W"
        families: [.systemSmall]
        body {
            VStack {
    \(views)
            }
            .containerBackground(for: .widget) { Color.white }
        }
    }
    """.write(to: source, atomically: true, encoding: .utf8)
    return source
}

/// `wdl render` and `wdl devices`.
@Suite struct RenderCommandTests {
    static let failures: [RunCase] = [
        RunCase(
            arguments: ["render", sample("EmojiRanger.wdl"), "--format", "text", "-o", "out.svg"],
            exitCode: 2, standardOutput: "",
            standardErrorContains: "'out.svg' names an SVG file; --format text writes text"),
        RunCase(
            arguments: ["render", sample("EmojiRanger.wdl"), "--format", "svg", "-o", "out.txt"],
            exitCode: 2, standardOutput: "",
            standardErrorContains: "'out.txt' names a text file; --format svg writes SVG"),
        RunCase(
            arguments: [
                "render", sample("EmojiRanger.wdl"), "--family", "systemSmal", "--format", "svg",
            ], exitCode: 2, standardOutput: "", standardErrorContains: "did you mean 'systemSmall'?"
        ),
        RunCase(
            arguments: ["render", sample("EmojiRanger.wdl"), "-o", "out.png"],
            exitCode: 2, standardOutput: "", standardErrorContains: "cannot tell the format"),
        RunCase(
            arguments: [
                "render", sample("EmojiRanger.wdl"), "--family", "systemSmall", "--format", "png",
            ], exitCode: 2, standardOutput: "", standardErrorContains: "unknown format 'png'"),
        RunCase(
            arguments: [
                "render", sample("EmojiRanger.wdl"), "--family", "systemSmall", "--format", "svg",
                "--device", "iphone-99",
            ], exitCode: 2, standardOutput: "", standardErrorContains: "unknown device 'iphone-99'"),
        RunCase(
            arguments: [
                "render", sample("EmojiRanger.wdl"), "--family", "systemSmall", "--format", "svg",
                "--mode", "tinted",
            ], exitCode: 2, standardOutput: "", standardErrorContains: "unknown mode 'tinted'"),
        RunCase(
            arguments: [
                "render", sample("EmojiRanger.wdl"), "--family", "systemSmall", "--format", "svg",
                "--mode", "accented", "--appearance", "frosted",
            ], exitCode: 2, standardOutput: "",
            standardErrorContains: "unknown appearance 'frosted'; expected clear or tinted"),
        RunCase(
            arguments: [
                "render", sample("EmojiRanger.wdl"), "--family", "systemSmall", "--format", "svg",
                "--mode", "accented", "--tint", "orange",
            ], exitCode: 2, standardOutput: "",
            standardErrorContains: "'--tint orange' is not a colour such as #8AB4F8"),
        RunCase(
            arguments: [
                "render", sample("Heater.wdl"), "--family", "controlSmall", "--format", "svg",
                "--state", "maybe",
            ], exitCode: 2, standardOutput: "",
            standardErrorContains: "'--state maybe' is not a toggle state; expected on or off"),
        RunCase(
            arguments: [
                "render", sample("SmartHome.wdl"), "--device", "vision-pro", "--format", "svg",
                "--level-of-detail", "far",
            ], exitCode: 2, standardOutput: "",
            standardErrorContains:
                "'--level-of-detail far' is not a level; expected default or simplified"),
        RunCase(
            arguments: [
                "render", sample("EmojiRanger.wdl"), "--family", "systemSmall", "--format", "svg",
                "--entry", "2",
            ], exitCode: 2, standardOutput: "", standardErrorContains: "there is no entry 2"),
        RunCase(
            arguments: [
                "render", sample("EmojiRanger.wdl"), "--family", "systemExtraLarge", "--format",
                "text",
            ], exitCode: 1, standardOutput: "",
            standardErrorContains: "the archive has no 'systemExtraLarge'"),
        RunCase(
            arguments: [
                "render", sample("EmojiRanger.wdl"), "--family", "systemSmall", "--format", "text",
                "--device", "watch-45mm",
            ], exitCode: 1, standardOutput: "",
            standardErrorContains: "'watch-45mm' has no systemSmall widgets"),
        RunCase(
            arguments: [
                "render", sample("Invalid/UnknownView.wdl"), "--family", "systemSmall", "--format",
                "text",
            ], exitCode: 1, standardOutput: "", standardErrorContains: "[unknown-view]"),
        RunCase(
            arguments: [
                "render",
                repositoryRoot.appendingPathComponent("Tests/Fixtures/Truncated.wdla").path,
                "--family", "systemSmall", "--format", "svg",
            ],
            exitCode: 1, standardOutput: "", standardErrorContains: "corrupt or cut short"),
    ]

    @Test(arguments: failures)
    func refusesBadRequests(_ run: RunCase) {
        run.check()
    }

    @Test func rendersAnArchiveAndASourceAlike() throws {
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let archive = directory.appendingPathComponent("todo.wdla").path
        #expect(
            CommandLineTool().run(arguments: ["compile", sample("TodoList.wdl"), "-o", archive])
                .exitCode == .success)
        let fromArchive = CommandLineTool().run(arguments: [
            "render", archive, "--family", "systemMedium", "--format", "text",
        ])
        let fromSource = CommandLineTool().run(arguments: [
            "render", sample("TodoList.wdl"), "--family", "systemMedium", "--format", "text",
        ])
        #expect(fromArchive.exitCode == .success)
        #expect(fromArchive.standardOutput == fromSource.standardOutput)
        let svg = directory.appendingPathComponent("todo.svg").path
        let written = CommandLineTool().run(arguments: [
            "render", archive, "--family", "systemMedium", "--mode", "accented", "--scheme", "dark",
            "--format", "svg", "-o", svg,
        ])
        #expect(
            written.standardOutput
                == "wrote \(svg): systemMedium 350x162 on iphone-17-pro, accented dark\n")
        #expect(
            try String(contentsOfFile: svg, encoding: .utf8).hasPrefix(
                "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"350\" height=\"162\""))
    }

    /// Without --family and --format: the first declared family, and the
    /// format `-o`'s extension names (ascii on standard output).
    @Test func defaultsComeFromTheWidgetAndTheOutputFile() throws {
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let svg = directory.appendingPathComponent("ranger.svg").path
        let written = CommandLineTool().run(arguments: [
            "render", sample("EmojiRanger.wdl"), "-o", svg,
        ])
        #expect(written.standardOutput.hasPrefix("wrote \(svg): systemSmall "))
        #expect(try String(contentsOfFile: svg, encoding: .utf8).hasPrefix("<svg "))
        let ascii = CommandLineTool().run(arguments: ["render", sample("EmojiRanger.wdl")])
        let explicit = CommandLineTool().run(arguments: [
            "render", sample("EmojiRanger.wdl"), "--family", "systemSmall", "--format", "ascii",
        ])
        #expect(ascii.exitCode == .success && ascii.standardOutput == explicit.standardOutput)
    }

    @Test func assetsBesideTheSourceAreEmbedded() throws {
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        try FileManager.default.createDirectory(
            at: directory.appendingPathComponent("Assets"), withIntermediateDirectories: true)
        // A 3x3-pixel PNG: 1x1 pt at @3x.
        let png: [UInt8] = [
            0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52, 0,
            0, 0, 3, 0, 0, 0, 3, 8, 2, 0, 0, 0, 0xD9, 0x4A, 0x22, 0xE8,
        ]
        try Data(png).write(to: directory.appendingPathComponent("Assets/logo.png"))
        let source = try writeSmallWidget("Image(\"logo\")\nImage(\"missing\")", in: directory)
        let svg = CommandLineTool().run(arguments: [
            "render", source.path, "--family", "systemSmall", "--format", "svg",
        ]).standardOutput
        #expect(svg.contains("href=\"data:image/png;base64,\(Data(png).base64EncodedString())\""))
        #expect(svg.contains("<title>missing</title>"))
        let text = CommandLineTool().run(arguments: [
            "render", source.path, "--family", "systemSmall", "--format", "text",
        ]).standardOutput
        #expect(text.contains("Image logo (80.5,") && text.contains(" 1x1)"))
    }

    @Test func privacySensitiveViewsAreRedactedWhenLocked() throws {
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let source = try writeSmallWidget(
            """
            Text("Balance").font(.caption)
            Text("$1,024").privacySensitive()
            Text("Loading").redacted(reason: .placeholder)
            """, in: directory)
        let unlocked = CommandLineTool().run(arguments: [
            "render", source.path, "--family", "systemSmall", "--format", "text",
        ]).standardOutput
        let locked = CommandLineTool().run(arguments: [
            "render", source.path, "--family", "systemSmall", "--format", "text", "--locked",
        ]).standardOutput
        #expect(unlocked.contains("Text \"$1,024\""))
        #expect(!locked.contains("$1,024"))
        #expect(locked.components(separatedBy: "(redacted)").count == 3)
        #expect(unlocked.components(separatedBy: "(redacted)").count == 2)
    }

    /// `--pseudo right-to-left`, `--locale ar` and `he` mirror the layout;
    /// `--pseudo double-length` doubles the words.
    @Test(arguments: [["--pseudo", "right-to-left"], ["--locale", "ar"], ["--locale", "he"]])
    func rightToLeftMirrorsAndDoubleLengthDoubles(_ option: [String]) throws {
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let source = try writeSmallWidget(
            #"HStack { Text("One"); Spacer(); Text("Two") }"#, in: directory)
        func dump(_ extra: [String]) -> String {
            CommandLineTool().run(
                arguments: ["render", source.path, "--format", "text"] + extra
            ).standardOutput
        }
        /// The x of a text's frame in a dump line `Text "One" (x,y WxH)`.
        func x(_ text: String, in dump: String) -> Double? {
            dump.split(separator: "\n").first { $0.contains("Text \"\(text)\"") }
                .flatMap { $0.split(separator: "(").last?.split(separator: ",").first }
                .flatMap { Double($0) }
        }
        let ltr = dump([])
        let rtl = dump(option)
        #expect(try #require(x("One", in: ltr)) < #require(x("Two", in: ltr)))
        #expect(try #require(x("One", in: rtl)) > #require(x("Two", in: rtl)))
        // The doubled words wrap in the narrow column: "One" twice.
        #expect(dump(["--pseudo", "double-length"]).components(separatedBy: "One").count == 3)
        #expect(ltr.components(separatedBy: "One").count == 2)
    }

    @Test func theContainerBackgroundCanBeRemoved() {
        let shown = CommandLineTool().run(arguments: [
            "render", sample("EmojiRanger.wdl"), "--family", "systemSmall", "--format", "text",
        ]).standardOutput
        let removed = CommandLineTool().run(arguments: [
            "render", sample("EmojiRanger.wdl"), "--family", "systemSmall", "--format", "text",
            "--no-background",
        ]).standardOutput
        #expect(shown.contains("containerBackground\n  Color #3A2D6B"))
        #expect(!removed.contains("containerBackground") && !removed.contains("background #"))
    }

    /// The accented look: iOS 26's clear glass is grey, the tinted one
    /// the given tint at 25%; iOS 18 draws the accent group in the tint.
    @Test(arguments: [
        (["--appearance", "clear"], "fill=\"#3A3A3C\""),
        (["--tint", "#FF9500"], "fill=\"#402500\""),
        // The accent group's filter takes the tint on iOS 18.
        (["--system", "18.0", "--tint", "#FF9500"], "0 0 0 0 1  0 0 0 0 0.58  0 0 0 0 0  0.2126"),
    ])
    func theAccentedLookFollowsItsOptions(_ options: [String], _ expected: String) {
        let svg = CommandLineTool().run(
            arguments: [
                "render", sample("Transit.wdl"), "--family", "systemMedium", "--format", "svg",
                "--mode", "accented",
            ] + options
        ).standardOutput
        #expect(svg.contains(expected))
    }

    @Test func devicesListsEveryKind() {
        let outcome = CommandLineTool().run(arguments: ["devices"])
        #expect(outcome.exitCode == .success)
        for name in [
            "*iphone-17-pro ", "ipad-pro-12.9", "watch-45mm", "371x84-160",
            "230 (compact 52.33x36.67)",
        ] {
            #expect(outcome.standardOutput.contains(name), "\(name)")
        }
    }
}
