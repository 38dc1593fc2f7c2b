import Foundation
import Testing
import WidgetArchive
import WidgetSnapshots

@testable import WidgetRender

/// Every sample in every declared family (or presentation), every mode
/// the family is drawn in, and both colour schemes.
@Suite struct SampleRenderTests {
    static let devices = [
        "iphone-15-pro", "iphone-15-pro-max", "iphone-se", "ipad-pro-11", "watch-45mm",
    ].compactMap(DeviceCatalog.device(named:))

    /// The golden text renders: one file per sample, every surface, mode
    /// and scheme on the default device, checked (or recorded, with
    /// `GoldenFile.recordSwitch`) like every recorded output.
    @Test(arguments: sampleURLs())
    func textRenderMatchesTheGolden(_ url: URL) throws {
        let archive = try sampleArchive(url)
        var rendered = ""
        for surface in archive.metadata.surfaces {
            for mode in DisplayEnvironment.modes(for: surface) {
                for scheme in ColorScheme.allCases {
                    let environment = DisplayEnvironment(
                        surface: surface, mode: mode, scheme: scheme, now: archive.entries[0].date)
                    rendered +=
                        TextRenderer.render(
                            try WidgetLayout.make(archive, environment: environment)) + "\n"
                }
            }
        }
        let golden = GoldenFile(
            Self.goldenDirectory.appendingPathComponent(
                "\(url.deletingPathExtension().lastPathComponent).txt"))
        if let failure = try golden.check(rendered, record: GoldenFile.isRecordingRequested())
            .failureMessage(for: golden.url.path)
        {
            Issue.record(Comment(rawValue: failure))
        }
    }

    static let goldenDirectory = repositoryRoot.appendingPathComponent(
        "Tests/WidgetRenderTests/Golden")

    /// A golden without a sample would never be checked again: a removed
    /// or renamed sample takes its golden with it.
    @Test func everyGoldenHasItsSample() throws {
        let samples = Set(
            sampleURLs().map { $0.deletingPathExtension().lastPathComponent + ".txt" })
        let goldens = try FileManager.default.contentsOfDirectory(atPath: Self.goldenDirectory.path)
        #expect(goldens.filter { !samples.contains($0) }.sorted() == [], "stale goldens")
    }

    /// Every sample, surface, mode and scheme on every device that has the
    /// surface (at least three for widget families; the two Dynamic Island
    /// classes for island presentations and the Action button) renders to well-formed SVG and ASCII.
    @Test(arguments: sampleURLs())
    func rendersEverywhere(_ url: URL) throws {
        let archive = try sampleArchive(url)
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent(
            "wdl-svg-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        var written: [String] = []
        for surface in archive.metadata.surfaces {
            var devicesWithSurface = 0
            for device in Self.devices {
                let probe = DisplayEnvironment(
                    surface: surface, device: device, now: archive.entries[0].date)
                guard probe.canvas != nil else { continue }
                devicesWithSurface += 1
                for mode in DisplayEnvironment.modes(for: surface) {
                    for scheme in ColorScheme.allCases {
                        for locked in [false, true] {
                            let environment = DisplayEnvironment(
                                surface: surface, device: device, mode: mode, scheme: scheme,
                                now: archive.entries[0].date, locked: locked)
                            let layout = try WidgetLayout.make(archive, environment: environment)
                            let svg = SVGRenderer.render(layout)
                            #expect(svg.hasPrefix("<svg xmlns=\"http://www.w3.org/2000/svg\""))
                            #expect(!ASCIIRenderer.render(layout).isEmpty)
                            let path = directory.appendingPathComponent("\(written.count).svg").path
                            try svg.write(toFile: path, atomically: true, encoding: .utf8)
                            written.append(path)
                        }
                    }
                }
            }
            if case .presentation(let presentation) = surface, presentation != .lockScreen {
                #expect(devicesWithSurface >= 2, "\(surface.name)")
            } else if surface == .control(.actionButton) {
                // The Action button's presentation is in the Dynamic Island.
                #expect(devicesWithSurface >= 2, "\(surface.name)")
            } else {
                #expect(
                    devicesWithSurface >= 3,
                    "\(surface.name) renders on only \(devicesWithSurface) devices")
            }
        }
        // Valid XML, checked by xmllint when it is installed (libxml2-utils).
        let lint = "/usr/bin/xmllint"
        guard FileManager.default.isExecutableFile(atPath: lint) else { return }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: lint)
        process.arguments = ["--noout"] + written
        let errors = Pipe()
        process.standardError = errors
        try process.run()
        let output = String(
            decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        #expect(process.terminationStatus == 0, "\(output.prefix(2000))")
    }

    @Test func renderingIsDeterministic() throws {
        let archive = try sampleArchive(sampleURLs()[0])
        let environment = DisplayEnvironment(
            surface: archive.metadata.surfaces[0], now: archive.entries[0].date)
        let first = SVGRenderer.render(try WidgetLayout.make(archive, environment: environment))
        let second = SVGRenderer.render(try WidgetLayout.make(archive, environment: environment))
        #expect(first == second)
    }

    @Test(arguments: [
        ("a & b < c > \"d\" 'e'", "a &amp; b &lt; c &gt; &quot;d&quot; &apos;e&apos;"),
        ("bell\u{7}tab\tnl\n", "belltab\tnl\n"),
        ("요금", "요금"),
    ])
    func xmlEscaping(_ text: String, _ escaped: String) {
        #expect(XML.escape(text) == escaped)
    }
}
