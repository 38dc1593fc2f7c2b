import Foundation

/// A locale text is formatted in (`--locale`): a BCP 47 identifier that
/// Foundation's locale data knows, such as `en-US` or `ko-KR`.
///
/// Every date, time, relative date and number is formatted by Foundation
/// in this locale (the same ICU data a device formats with), never from a
/// table of our own. CHOICE: en-US is the default, so output is the same
/// on every machine unless a locale is asked for.
public struct DisplayLocale: Hashable, Sendable, CustomStringConvertible {
    /// The identifier as BCP 47 writes it: `ko-KR`.
    public let identifier: String

    /// The locale named `name` (`ko-KR` or `ko_KR`), or nil when
    /// Foundation has no data for it.
    public init?(_ name: String) {
        let underscored = name.replacingOccurrences(of: "-", with: "_")
        guard Self.known.contains(underscored) else { return nil }
        identifier = underscored.replacingOccurrences(of: "_", with: "-")
        foundation = Locale(identifier: underscored)
    }

    /// United States English, the default.
    public static let enUS = DisplayLocale("en-US")!
    /// Korean in Korea, the language of the seed articles' widgets.
    public static let koKR = DisplayLocale("ko-KR")!

    /// Foundation's locale, made once: every number and date a body
    /// formats asks for it.
    public let foundation: Locale

    /// Same identifier.
    public static func == (lhs: DisplayLocale, rhs: DisplayLocale) -> Bool {
        lhs.identifier == rhs.identifier
    }

    /// Hashes the identifier, consistently with `==`.
    public func hash(into hasher: inout Hasher) { hasher.combine(identifier) }

    /// The identifier.
    public var description: String { identifier }

    /// Some locales Foundation knows, for a usage message.
    public static let examples = ["en-US", "ko-KR", "ja-JP", "de-DE", "fr-FR", "en-GB"]

    private static let known = Set(Locale.availableIdentifiers)
}

/// A time zone dates are shown in (`--time-zone`): an IANA name such as
/// `Asia/Seoul`. CHOICE: UTC is the default, so output is the same on
/// every machine unless a zone is asked for.
public struct DisplayTimeZone: Hashable, Sendable, CustomStringConvertible {
    /// The IANA identifier: `Asia/Seoul`, `UTC`.
    public let identifier: String

    /// The zone named `name`, or nil when Foundation does not know it.
    public init?(_ name: String) {
        guard let zone = TimeZone(identifier: name) else { return nil }
        identifier = zone.identifier
        foundation = zone
    }

    /// Coordinated Universal Time, the default.
    public static let utc = DisplayTimeZone("UTC")!

    /// Foundation's time zone, made once.
    public let foundation: TimeZone

    /// Same identifier.
    public static func == (lhs: DisplayTimeZone, rhs: DisplayTimeZone) -> Bool {
        lhs.identifier == rhs.identifier
    }

    /// Hashes the identifier, consistently with `==`.
    public func hash(into hasher: inout Hasher) { hasher.combine(identifier) }

    /// The identifier.
    public var description: String { identifier }
}

/// Where a widget is shown: the locale and time zone every date and
/// number is formatted in. The compiler formats what a body formats
/// (`formatted()`, interpolated numbers) in it, and the renderer what
/// SwiftUI formats at display time (`Text(date, style:)`).
public struct DisplayRegion: Hashable, Sendable {
    /// The locale.
    public var locale: DisplayLocale
    /// The time zone.
    public var timeZone: DisplayTimeZone

    /// A region.
    public init(locale: DisplayLocale = .enUS, timeZone: DisplayTimeZone = .utc) {
        self.locale = locale
        self.timeZone = timeZone
    }

    /// en-US and UTC.
    public static let standard = DisplayRegion()

    /// The Gregorian calendar in the region's locale and zone. CHOICE:
    /// Gregorian in every locale (a device's calendar setting is not
    /// modelled).
    public var calendar: Calendar {
        var calendar = Calendar(identifier: .gregorian)
        calendar.locale = locale.foundation
        calendar.timeZone = timeZone.foundation
        return calendar
    }
}
