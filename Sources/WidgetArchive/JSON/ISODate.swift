import Foundation

/// Dates in the JSON form and in dumps: ISO 8601 in UTC,
/// `2026-11-21T09:30:00Z`, with milliseconds when there are any. Written
/// by hand (proleptic Gregorian calendar, days from civil) so that output
/// is the same on every machine and fast enough for big archives.
public enum ISODate {
    /// `2026-11-21T09:30:00Z`, or `...09:30:00.250Z`; nil when the date
    /// has a finer fraction than milliseconds or is outside years 0...9999
    /// (the JSON form then writes seconds as a number).
    public static func string(from date: Date) -> String? {
        let seconds = date.timeIntervalSince1970
        let milliseconds = seconds * 1000
        guard milliseconds.rounded() == milliseconds, abs(seconds) < 253_402_300_800 else {
            return nil
        }
        let total = Int64(milliseconds)
        var days = total / 86_400_000
        var rest = total % 86_400_000
        if rest < 0 {
            rest += 86_400_000
            days -= 1
        }
        let (year, month, day) = civil(fromDays: days)
        guard (0...9999).contains(year) else { return nil }
        let millis = rest % 1000
        let secondOfDay = rest / 1000
        var text = pad(year, 4) + "-" + pad(month, 2) + "-" + pad(day, 2) + "T"
        text +=
            pad(secondOfDay / 3600, 2) + ":" + pad(secondOfDay / 60 % 60, 2) + ":"
            + pad(secondOfDay % 60, 2)
        if millis != 0 { text += "." + pad(millis, 3) }
        return text + "Z"
    }

    /// Parses what `string(from:)` writes (`Z` only, optional milliseconds).
    public static func date(from text: String) -> Date? {
        let bytes = Array(text.utf8)
        guard bytes.count == 20 || bytes.count == 24, bytes.last == UInt8(ascii: "Z") else {
            return nil
        }
        func number(_ start: Int, _ count: Int) -> Int64? {
            var value: Int64 = 0
            for byte in bytes[start..<start + count] {
                guard byte >= 0x30, byte <= 0x39 else { return nil }
                value = value * 10 + Int64(byte - 0x30)
            }
            return value
        }
        let separators: [(Int, Character)] = [(4, "-"), (7, "-"), (10, "T"), (13, ":"), (16, ":")]
        guard separators.allSatisfy({ Character(UnicodeScalar(bytes[$0.0])) == $0.1 }),
            let year = number(0, 4), let month = number(5, 2), let day = number(8, 2),
            let hour = number(11, 2), let minute = number(14, 2), let second = number(17, 2),
            (1...12).contains(month), (1...daysIn(month: month, year: year)).contains(day),
            hour < 24, minute < 60, second < 60
        else { return nil }
        var millis: Int64 = 0
        if bytes.count == 24 {
            guard bytes[19] == UInt8(ascii: "."), let fraction = number(20, 3) else { return nil }
            millis = fraction
        }
        let days = daysFromCivil(year: year, month: month, day: day)
        let total = ((days * 24 + hour) * 60 + minute) * 60 + second
        return Date(timeIntervalSince1970: Double(total * 1000 + millis) / 1000)
    }

    private static func pad(_ value: Int64, _ width: Int) -> String {
        let digits = String(value)
        return String(repeating: "0", count: max(0, width - digits.count)) + digits
    }

    /// The number of days in a month of the proleptic Gregorian calendar.
    public static func daysIn(month: Int64, year: Int64) -> Int64 {
        switch month {
        case 2: (year % 4 == 0 && year % 100 != 0) || year % 400 == 0 ? 29 : 28
        case 4, 6, 9, 11: 30
        default: 31
        }
    }

    /// Howard Hinnant's days-from-civil: days since 1970-01-01.
    public static func daysFromCivil(year: Int64, month: Int64, day: Int64) -> Int64 {
        let y = month <= 2 ? year - 1 : year
        let era = (y >= 0 ? y : y - 399) / 400
        let yearOfEra = y - era * 400
        let dayOfYear = (153 * (month + (month > 2 ? -3 : 9)) + 2) / 5 + day - 1
        let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
        return era * 146_097 + dayOfEra - 719_468
    }

    /// The inverse of `daysFromCivil`.
    public static func civil(fromDays days: Int64) -> (year: Int64, month: Int64, day: Int64) {
        let z = days + 719_468
        let era = (z >= 0 ? z : z - 146_096) / 146_097
        let dayOfEra = z - era * 146_097
        let yearOfEra = (dayOfEra - dayOfEra / 1460 + dayOfEra / 36524 - dayOfEra / 146_096) / 365
        let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
        let mp = (5 * dayOfYear + 2) / 153
        let day = dayOfYear - (153 * mp + 2) / 5 + 1
        let month = mp < 10 ? mp + 3 : mp - 9
        return (yearOfEra + era * 400 + (month <= 2 ? 1 : 0), month, day)
    }
}
