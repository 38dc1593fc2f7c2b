import Testing

@testable import WidgetRender

/// UAX #14 line-break opportunities (`LineBreak`): each row names the
/// rule it shows and the text's units, `|` where a line may break.
struct LineBreakTests {
    @Test(arguments: [
        ("LB18: after spaces", "Hello world", "Hello |world"),
        ("LB7: never before a space", "a  b", "a  |b"),
        ("LB18: spaces at the start of a run end the word before", " world", " |world"),
        ("LB21: after a hyphen, not before it", "well-known", "well-|known"),
        ("LB25: a minus sign stays with its number", "a -5", "a |-5"),
        ("LB13, LB31: after a slash, not before it", "and/or", "and/|or"),
        ("LB31: before and after an em dash", "yes\u{2014}no", "yes|\u{2014}|no"),
        ("LB17: not between em dashes", "a\u{2014}\u{2014}b", "a|\u{2014}\u{2014}|b"),
        ("LB13: never before closing punctuation", "(word), next", "(word), |next"),
        ("LB13: not before ! even after a space", "Wow !", "Wow !"),
        ("LB14: not after opening punctuation, spaces or not", "( word", "( word"),
        // The rules that hold across spaces (UAX #14's SP*), and LB18 for the rest.
        (
            "LB17: not between em dashes, spaces or not", "a\u{2014} \u{2014}b",
            "a|\u{2014} \u{2014}|b"
        ),
        ("LB16: closing punctuation holds a nonstarter across spaces", "」 ー", "」 ー"),
        ("LB11: a word joiner holds to the spaces before it", "a \u{2060}b", "a \u{2060}b"),
        ("LB18: after spaces an opening bracket may start a line", "a (b)", "a |(b)"),
        ("LB22: not before an ellipsis", "wait\u{2026}", "wait\u{2026}"),
        ("LB19: not around quotation marks", "don't", "don't"),
        ("LB24, LB25: prices and percentages hold together", "$1,000.50 (10%)", "$1,000.50 |(10%)"),
        ("LB12: not after no-break space", "10\u{A0}km", "10\u{A0}km"),
        ("LB8: after a zero-width space", "a\u{200B}b", "a\u{200B}|b"),
        ("LB31: between ideographs; LB13: not before 。", "漢字。", "漢|字。"),
        ("LB14, LB13: brackets hold to the ideograph", "「漢」", "「漢」"),
        ("LB21: not before a prolonged sound mark (NS)", "ラーメン", "ラー|メ|ン"),
        ("LB31 (ID): Hangul between syllables", "요금", "요|금"),
        ("LB31: between Latin and an ideograph", "iPhone用", "iPhone|用"),
    ])
    func breakOpportunities(_ rule: String, _ text: String, _ expected: String) {
        let units = TextLayout.breakUnits([TextFragment(text, font: .body)]).map(\.fragment.text)
        #expect(units.joined(separator: "|") == expected, "\(rule)")
    }

    /// A line too narrow for "well-known" breaks after its hyphen.
    @Test func aLineBreaksAfterAHyphen() {
        let font = ResolvedFont.body
        let width =
            max(FontMetrics.width(of: "well-", in: font), FontMetrics.width(of: "known", in: font))
            + 1
        let lines = TextLayout.layout(
            [TextFragment("well-known", font: font)], maxWidth: width, lineLimit: nil,
            maxHeight: nil
        ).lines
        #expect(lines.map { $0.fragments.map(\.text).joined() } == ["well-", "known"])
    }
}
