import Foundation
import Testing
import WidgetArchive

@testable import WidgetRender

/// `dynamicTypeSize` and `sizeCategory` are decided where the widget is
/// drawn, as `colorScheme` is: comparisons and `isAccessibilitySize`
/// choose the branch the person's text size takes.
@Suite struct DynamicTypeChoiceTests {
    static func shown(_ condition: String, at size: DynamicTypeSize) throws -> [String] {
        let made = try archive(
            widgetSource(
                """
                VStack {
                    if \(condition) {
                        Text("yes")
                    } else {
                        Text("no")
                    }
                }
                .containerBackground(.fill.tertiary, for: .widget)
                """, family: "systemSmall"))
        var environment = DisplayEnvironment(
            surface: .family(.systemSmall), now: made.entries[0].date)
        environment.dynamicTypeSize = size
        return texts(try WidgetLayout.make(made, environment: environment))
            .map(\.text)
    }

    @Test(arguments: [
        ("dynamicTypeSize >= .accessibility1", DynamicTypeSize.large, "no"),
        ("dynamicTypeSize >= .accessibility1", .accessibility1, "yes"),
        ("dynamicTypeSize < .large", .medium, "yes"),
        ("dynamicTypeSize < .large", .large, "no"),
        (".xxxLarge <= dynamicTypeSize", .xxxLarge, "yes"),
        ("dynamicTypeSize > .xxxLarge", .xxxLarge, "no"),
        ("dynamicTypeSize == .xSmall", .xSmall, "yes"),
        ("dynamicTypeSize.isAccessibilitySize", .accessibility5, "yes"),
        ("dynamicTypeSize.isAccessibilitySize", .xxxLarge, "no"),
        ("sizeCategory.isAccessibilityCategory", .accessibility3, "yes"),
        ("sizeCategory >= .extraLarge", .xLarge, "yes"),
        ("sizeCategory >= .extraLarge", .large, "no"),
        ("dynamicTypeSize < .xSmall", .xSmall, "no"),
    ])
    func theTextSizeChoosesTheBranch(
        _ condition: String, _ size: DynamicTypeSize, _ shown: String
    ) throws {
        #expect(try Self.shown(condition, at: size) == [shown])
    }
}

/// `dynamicTypeSize(_:)`: one size, or the person's size kept within a
/// range, for the text below.
struct DynamicTypeLimitTests {
    @Test(arguments: [
        ("...DynamicTypeSize.large", DynamicTypeSize.accessibility2, DynamicTypeSize.large),
        ("...DynamicTypeSize.large", .small, .small),
        (".xSmall ... .xLarge", .xxxLarge, .xLarge),
        (".medium ... .xLarge", .xSmall, .medium),
        (".xSmall", .accessibility5, .xSmall),
    ])
    func sizeIsLimited(_ argument: String, _ person: DynamicTypeSize, _ drawn: DynamicTypeSize)
        throws
    {
        let limited = try layout(
            #"Text("a").font(.body).dynamicTypeSize(\#(argument)).containerBackground(for: .widget) { Color.white }"#
        ) { $0.dynamicTypeSize = person }
        let plain = try layout(
            #"Text("a").font(.body).containerBackground(for: .widget) { Color.white }"#
        ) { $0.dynamicTypeSize = drawn }
        #expect(texts(limited).map(\.frame) == texts(plain).map(\.frame))
    }
}
