import Testing
import WidgetArchive
import WidgetCompiler
import WidgetSyntax

@testable import WidgetRender

/// The environment values decided when an entry is archived:
/// `@Environment(\.locale)` (and a body's bare `locale`), the locale the
/// entry is archived in, as the extension's body reads it on a device;
/// `isActivityFullscreen`, false in every presentation wdl draws.
@Suite struct ArchiveTimeEnvironmentTests {
    /// The texts of a widget reading the locale, archived in `locale`.
    static func texts(_ locale: DisplayLocale) throws -> [String] {
        let source = """
            struct Card: View {
                @Environment(\\.locale) var locale
                var body: some View {
                    VStack {
                        Text(locale.identifier)
                        Text(locale.language.languageCode?.identifier == "ko" ? "안녕" : "Hello")
                        Text(locale.region?.identifier ?? "-")
                    }
                }
            }
            \(widgetSource("VStack { Card(); Text(locale.languageCode) }.containerBackground(for: .widget) { Color.white }"))
            """
        let analysis = Pipeline.analyze(SourceFile(path: "test.wdl", text: source))
        #expect(!analysis.hasErrors, "\(analysis.diagnostics.map(\.message.text))")
        let result = try Pipeline.compile(
            analysis, options: InstantiationOptions(region: DisplayRegion(locale: locale)))
        let made = try #require(result.archive)
        let environment = DisplayEnvironment(
            surface: .family(.systemMedium), mode: nil, now: made.entries[0].date)
        return WidgetRenderTests.texts(try WidgetLayout.make(made, environment: environment))
            .map(\.text)
    }

    @Test(arguments: [
        (DisplayLocale.enUS, ["en_US", "Hello", "US", "en"]),
        (.koKR, ["ko_KR", "안녕", "KR", "ko"]),
    ])
    func bodiesReadTheArchivesLocale(_ locale: DisplayLocale, _ expected: [String]) throws {
        #expect(try Self.texts(locale) == expected)
    }

    /// A key wdl does not archive is refused once, at the key; the
    /// property's uses are not reported again.
    @Test func anUnsupportedKeyIsReportedOnce() {
        let source = """
            struct Card: View {
                @Environment(\\.calendar) var calendar
                var body: some View { Text(calendar.identifier) }
            }
            \(widgetSource("Card().containerBackground(for: .widget) { Color.white }"))
            """
        let analysis = Pipeline.analyze(SourceFile(path: "test.wdl", text: source))
        #expect(analysis.diagnostics.map(\.id) == [.environmentProperty])
    }

    @Test func noPresentationIsFullscreen() throws {
        let made = try layout(
            #"Text(isActivityFullscreen ? "Full" : "Regular").containerBackground(for: .widget) { Color.white }"#
        )
        #expect(WidgetRenderTests.texts(made).map(\.text) == ["Regular"])
    }
}
