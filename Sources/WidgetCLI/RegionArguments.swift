import WidgetArchive
import WidgetCompiler

/// `--locale` and `--time-zone`, read the same way by compile, render,
/// snapshot and gallery.
enum RegionArguments {
    /// The two options' names, for an `ArgumentScanner`.
    static let options: Set<String> = ["--locale", "--time-zone"]

    /// Their usage text.
    static let usage = "[--locale <id>] [--time-zone <zone>]"

    /// The region the options ask for: en-US and UTC when absent.
    static func parse(_ scanner: ArgumentScanner) throws -> DisplayRegion {
        var region = DisplayRegion.standard
        if let name = scanner.value("--locale") {
            guard let locale = DisplayLocale(name) else {
                throw UsageError(
                    "unknown locale '\(name)'",
                    hint:
                        "Use a BCP 47 identifier Foundation knows, such as \(DisplayLocale.examples.joined(separator: ", "))."
                )
            }
            region.locale = locale
        }
        if let name = scanner.value("--time-zone") {
            guard let zone = DisplayTimeZone(name) else {
                throw UsageError(
                    "unknown time zone '\(name)'",
                    hint: "Use an IANA name, such as UTC, Asia/Seoul or America/New_York.")
            }
            region.timeZone = zone
        }
        return region
    }
}
