import Foundation
import Testing
import WidgetArchive
import WidgetSyntax

@testable import WidgetCompiler

/// `Color(_ colorSpace:red:green:blue:opacity:)`: components in sRGB,
/// linear sRGB or Display P3, archived in sRGB (P3 outside sRGB clipped).
@Suite struct ColorSpaceTests {
    @Test(arguments: [
        (
            "Color(.sRGB, red: 0.2, green: 0.4, blue: 0.8)",
            #"Color(red: 0.2, green: 0.4, blue: 0.8)"#
        ),
        (
            "Color(.sRGBLinear, red: 0.5, green: 0.5, blue: 0.5)",
            #"Color(red: 0.735357, green: 0.735357, blue: 0.735357)"#
        ),
        ("Color(.displayP3, red: 1, green: 0.2, blue: 0.1)", #"Color(red: 1, green: 0, blue: 0)"#),
        (
            "Color(.displayP3, red: 0.5, green: 0.5, blue: 0.5)",
            #"Color(red: 0.5, green: 0.5, blue: 0.5)"#
        ),
        ("Color(.displayP3, white: 0.5, opacity: 0.8)", #"Color(white: 0.5).opacity(0.8)"#),
    ])
    func componentsAreConvertedToSRGB(_ written: String, _ dumped: String) throws {
        let archive = try SwiftFormTests.archive(SwiftFormTests.file("", body: written))
        let dump = ArchiveDumper.dump(try #require(archive.entries.first?.trees.first))
        #expect(dump.contains(dumped), "\(dump)")
    }
}
