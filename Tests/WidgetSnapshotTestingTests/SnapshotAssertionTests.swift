import Foundation
import Testing
import WidgetArchive
import WidgetRender
import WidgetSnapshotTesting
import XCTest

let samples = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("Samples")

/// The library on the samples, from Swift Testing: the same snapshots
/// `wdl snapshot` records.
@Suite struct SwiftTestingSnapshotTests {
    @Test(arguments: [
        ("TodoList.wdl", WidgetFamily.systemMedium), ("EmojiRanger.wdl", .systemSmall),
        ("DDay.wdl", .systemMedium), ("CalendarDay.wdl", .accessoryCircular),
    ])
    func samplesMatchTheirSnapshots(_ name: String, _ family: WidgetFamily) {
        assertWidgetSnapshot(of: samples.appendingPathComponent(name), family: family)
        assertWidgetSnapshot(
            of: samples.appendingPathComponent(name), family: family, scheme: .dark)
    }

    /// A Korean sample in Korea: its snapshots are in `ko-KR@Asia-Seoul/`
    /// ("2025년 2월 14일부터"). `wdl snapshot --locale ko-KR` in .ci/run
    /// checks every Korean sample's.
    @Test(arguments: [ColorScheme.light, .dark])
    func koreanSampleMatchesItsKoreanSnapshots(_ scheme: ColorScheme) {
        let korea = DisplayRegion(locale: .koKR, timeZone: DisplayTimeZone("Asia/Seoul")!)
        assertWidgetSnapshot(
            of: samples.appendingPathComponent("DDay.wdl"), family: .systemMedium, scheme: scheme,
            region: korea)
    }

    /// The String Catalog beside a source is read: TodoList's Korean
    /// snapshots say "할 일 4개" where the English ones say "4 tasks".
    @Test func theCatalogBesideASourceTranslatesItsSnapshots() {
        let korea = DisplayRegion(locale: .koKR, timeZone: DisplayTimeZone("Asia/Seoul")!)
        assertWidgetSnapshot(
            of: samples.appendingPathComponent("TodoList.wdl"), family: .systemMedium, region: korea
        )
    }

    @Test func timelineEntriesHaveTheirOwnSnapshots() {
        assertWidgetSnapshot(
            of: samples.appendingPathComponent("PullRequests.wdl"), family: .systemMedium, entry: 3)
    }

    @Test func aChangedWidgetFailsAtTheCaller() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent(
            "wdl-snapshot-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: directory) }
        let source = try String(
            contentsOf: samples.appendingPathComponent("TodoList.wdl"), encoding: .utf8)
        // Recorded copy of the real snapshot, then a source that differs.
        let folder = directory.appendingPathComponent("TodoList")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        for ext in ["txt", "svg"] {
            let name = "systemMedium-iphone-17-pro-fullColor-light.\(ext)"
            try FileManager.default.copyItem(
                at: samples.appendingPathComponent("__Snapshots__/TodoList/\(name)"),
                to: folder.appendingPathComponent(name))
        }
        withKnownIssue("the title changed") {
            assertWidgetSnapshot(
                source: source.replacingOccurrences(
                    of: "title: \"Today\"", with: "title: \"Tomorrow\""), family: .systemMedium,
                snapshotDirectory: directory)
        } matching: { issue in
            issue.description.contains("-      Text \"Today\"")
                && issue.description.contains("+      Text \"Tomorrow\"")
                && issue.sourceLocation?.fileName == "SnapshotAssertionTests.swift"
        }
        #expect(
            FileManager.default.fileExists(
                atPath: folder.appendingPathComponent(
                    "systemMedium-iphone-17-pro-fullColor-light.failed.svg"
                ).path))
        withKnownIssue("no snapshot yet") {
            assertWidgetSnapshot(source: source, family: .systemLarge, snapshotDirectory: directory)
        } matching: {
            $0.description.contains("run with WDL_RECORD_SNAPSHOTS=1")
        }
    }
}

/// The library on the samples, from XCTest.
final class XCTestSnapshotTests: XCTestCase {
    func testSamplesMatchTheirSnapshots() {
        assertWidgetSnapshot(
            of: samples.appendingPathComponent("TodoList.wdl"), family: .systemLarge,
            mode: .vibrant, scheme: .dark)
        assertWidgetSnapshot(of: samples.appendingPathComponent("QRCode.wdl"), family: .systemSmall)
    }
}
