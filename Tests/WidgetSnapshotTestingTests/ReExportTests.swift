import Foundation
import Testing
import WidgetSnapshotTesting

/// A test file that imports WidgetSnapshotTesting alone can name the
/// families, modes and schemes it asserts with: the library re-exports
/// WidgetArchive. This file compiling is the test; the values are read so
/// that it is not optimised away.
@Suite struct ReExportTests {
    @Test func familiesModesAndSchemesNeedNoSecondImport() {
        let family: WidgetFamily = .systemSmall
        let mode: RenderingMode = .vibrant
        let scheme: ColorScheme = .dark
        #expect(family.rawValue == "systemSmall")
        #expect(mode.rawValue == "vibrant")
        #expect(scheme.rawValue == "dark")
    }
}
