import WidgetArchive

/// Words for spans that count years or months ("1 yr, 2 mo").
///
/// CHOICE: Foundation on Linux has no formatter for calendar durations
/// (no `DateComponentsFormatter`, no `Date.ComponentsFormatStyle`, and
/// `Duration` stops at weeks), so years and months are worded from this
/// table, for the languages of wdl's samples, with the words iOS shows.
/// In another language a span of months is shown in weeks and days,
/// worded by Foundation: the amount is right, the units coarser.
struct CalendarUnitWords {
    /// For each unit, the abbreviated and the full words (singular, plural).
    let abbreviated: [DurationText.Unit: (String, String)]
    let full: [DurationText.Unit: (String, String)]
    /// Between a number and its word ("2 mo", "2개월").
    let numberSeparator: String
    /// Between two units.
    let unitSeparator: String

    static func words(for locale: DisplayLocale) -> CalendarUnitWords? {
        table[String(locale.identifier.prefix { $0 != "-" })]
    }

    private static let table: [String: CalendarUnitWords] = [
        "en": CalendarUnitWords(
            abbreviated: [
                .year: ("yr", "yr"), .month: ("mo", "mo"), .week: ("wk", "wk"),
                .day: ("day", "days"),
                .hour: ("hr", "hr"), .minute: ("min", "min"), .second: ("sec", "sec"),
            ],
            full: [
                .year: ("year", "years"), .month: ("month", "months"), .week: ("week", "weeks"),
                .day: ("day", "days"),
                .hour: ("hour", "hours"), .minute: ("minute", "minutes"),
                .second: ("second", "seconds"),
            ],
            numberSeparator: " ", unitSeparator: ", "),
        "ko": CalendarUnitWords(
            abbreviated: [
                .year: ("년", "년"), .month: ("개월", "개월"), .week: ("주", "주"), .day: ("일", "일"),
                .hour: ("시간", "시간"), .minute: ("분", "분"), .second: ("초", "초"),
            ],
            full: [
                .year: ("년", "년"), .month: ("개월", "개월"), .week: ("주", "주"), .day: ("일", "일"),
                .hour: ("시간", "시간"), .minute: ("분", "분"), .second: ("초", "초"),
            ],
            numberSeparator: "", unitSeparator: " "),
    ]

    /// `shown` in these words.
    func format(_ shown: [(unit: DurationText.Unit, value: Int64)], abbreviated: Bool) -> String {
        let words = abbreviated ? self.abbreviated : full
        return shown.map { unit, value in
            let (one, many) = words[unit] ?? ("", "")
            return "\(value)\(numberSeparator)\(value == 1 ? one : many)"
        }.joined(separator: unitSeparator)
    }
}
