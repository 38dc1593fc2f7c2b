import FontTables
import Foundation
import Testing
import WidgetArchive

@testable import WidgetRender

/// `Font.custom`: a face of a font file beside the source measures text
/// with its own advances and line height, is found by the names iOS
/// matches, scales with Dynamic Type unless fixed, and without a file
/// the text is the system font's.
@Suite struct CustomFontTests {
    /// A library with Test Sans Regular and Bold, and Other Serif Italic,
    /// read from files in a new folder as `SourceAssets.beside` reads them.
    static func library() throws -> FontLibrary {
        let folder = FileManager.default.temporaryDirectory
            .appendingPathComponent("wdl-fonts-\(UUID().uuidString)")
        let fonts = folder.appendingPathComponent("Fonts")
        try FileManager.default.createDirectory(at: fonts, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        var bold = TestFont()
        (bold.style, bold.postScript, bold.weightClass) = ("Bold", "TestSans-Bold", 700)
        bold.glyphs = bold.glyphs.map { ($0.code, $0.advance + 100) }
        var serif = TestFont()
        (serif.family, serif.style, serif.postScript) = ("Other Serif", "Italic", "OtherSerif-It")
        serif.italic = true
        try Data(TestFont().bytes).write(to: folder.appendingPathComponent("TestSans.ttf"))
        try Data(bold.bytes).write(to: fonts.appendingPathComponent("TestSans-Bold.otf"))
        try Data(serif.bytes).write(to: fonts.appendingPathComponent("Serif.TTF"))
        try Data("not a font".utf8).write(to: fonts.appendingPathComponent("Broken.ttf"))
        try Data("a note".utf8).write(to: fonts.appendingPathComponent("README.txt"))
        return FontLibrary.load([folder.path, fonts.path])
    }

    @Test func libraryReadsFontFilesAndSaysWhichItCannot() throws {
        let library = try Self.library()
        #expect(
            library.faces.map(\.names.postScript).sorted() == [
                "OtherSerif-It", "TestSans-Bold", "TestSans-Regular",
            ])
        #expect(library.problems.map { ($0.path as NSString).lastPathComponent } == ["Broken.ttf"])
        #expect(library.problems.first?.reason == "not a TrueType or OpenType font")
    }

    /// The name written, the weight and slant asked for, the face found.
    static let lookups: [(String, Int?, Bool, String?)] = [
        ("TestSans-Regular", nil, false, "TestSans-Regular"),
        ("TestSans-Bold", nil, false, "TestSans-Bold"),
        ("Test Sans Bold", nil, false, "TestSans-Bold"),
        ("Test Sans", nil, false, "TestSans-Regular"),
        ("Test Sans", 600, false, "TestSans-Bold"),
        ("TestSans-Regular", 700, false, "TestSans-Bold"),
        ("Other Serif", nil, true, "OtherSerif-It"),
        ("Avenir Next", nil, false, nil),
    ]

    @Test(arguments: lookups)
    func faceIsFoundByName(_ name: String, _ weight: Int?, _ italic: Bool, _ expected: String?)
        throws
    {
        let face = try Self.library().face(named: name, weight: weight, italic: italic)
        #expect(face?.names.postScript == expected)
    }

    @Test func textIsMeasuredWithTheFacesAdvancesAndLineHeight() throws {
        let font = TextStyles.resolve(
            ArchiveFont(size: 10, custom: "Test Sans"), fonts: try Self.library())
        #expect(font.face?.names.postScript == "TestSans-Regular")
        // A 600, B 550, space 250, a 500, b 520 units of 1000, at 10 pt.
        #expect(abs(FontMetrics.width(of: "AB ab", in: font) - 24.2) < 1e-9)
        #expect(abs(font.lineHeight - 11) < 1e-9)
        #expect(abs(font.baseline - 8) < 1e-9)
        // The face has no "z": it is measured as the system font's.
        let system = TextStyles.resolve(ArchiveFont(size: 10))
        let z = FontMetrics.width(of: "z", in: system) - Tracking.letterSpacing(for: system)
        #expect(abs(FontMetrics.width(of: "z", in: font) - z) < 1e-9)
    }

    /// Size written, relativeTo, fixed, text size, size drawn.
    static let sizes: [(Double, String?, Bool, DynamicTypeSize, Double)] = [
        (10, nil, false, .large, 10),
        (17, nil, false, .xxxLarge, 23),
        (17, "headline", false, .xxxLarge, 23),
        (15, "subheadline", false, .xSmall, 12),
        (17, nil, true, .xxxLarge, 17),
    ]

    @Test(arguments: sizes)
    func sizeFollowsDynamicTypeUnlessFixed(
        _ size: Double, _ style: String?, _ fixed: Bool, _ typeSize: DynamicTypeSize,
        _ expected: Double
    ) throws {
        let font = TextStyles.resolve(
            ArchiveFont(style: style, size: size, custom: "Test Sans", fixedSize: fixed),
            size: typeSize, fonts: try Self.library())
        #expect(abs(font.size - expected) < 0.01)
    }

    @Test func withoutTheFileTheTextIsTheSystemFont() throws {
        let custom = TextStyles.resolve(ArchiveFont(size: 13, custom: "Avenir Next"))
        let system = TextStyles.resolve(ArchiveFont(size: 13))
        #expect(custom.face == nil)
        #expect(
            FontMetrics.width(of: "Avenir", in: custom)
                == FontMetrics.width(of: "Avenir", in: system))
        #expect(custom.lineHeight == system.lineHeight)
    }

    @Test func svgNamesTheFamilyAndKeepsTheMeasuredWidth() throws {
        let made = try archive(
            widgetSource(
                #"Text("AB").font(.custom("Test Sans", size: 10)).containerBackground(for: .widget) { Color.white }"#,
                family: "systemSmall"))
        var environment = DisplayEnvironment(
            surface: .family(.systemSmall), now: made.entries[0].date)
        environment.fonts = try Self.library()
        let svg = SVGRenderer.render(try WidgetLayout.make(made, environment: environment))
        #expect(svg.contains(#"font-family="&apos;Test Sans&apos;, SF Pro Text"#))
        #expect(svg.contains(#"textLength="11.5" lengthAdjust="spacingAndGlyphs">AB"#))
    }
}
