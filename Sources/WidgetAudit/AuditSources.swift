import Foundation
import WidgetArchive
import WidgetSnapshots

/// The subjects of one `.wdl` file: the archives `wdl snapshot` draws
/// (its placeholders, its timeline's entries, its updates' contents), in
/// the source's words, in each pseudo-language, and compiled again in
/// each language of its String Catalog.
public enum AuditSources {
    /// Loads the subjects of `url`, whose catalog translates into
    /// `languages` (`StringCatalog.languages`). Throws
    /// `SnapshotSourceError` with the formatted diagnostics when the
    /// source does not compile, and a file error when it cannot be read.
    /// `text` stands for the source's contents when given (an editor's
    /// unsaved text).
    public static func load(_ url: URL, languages: [String], text: String? = nil) throws
        -> [AuditSubject]
    {
        var subjects: [AuditSubject] = []
        for (archive, timeline) in try SnapshotSource.load(url, text: text).archives {
            let own = AuditSubject(archive: archive, isTimeline: timeline, language: .locale(.enUS))
            subjects.append(own)
            for pseudo in AuditMatrix.pseudoLanguages {
                var other = own
                other.language = .pseudo(pseudo)
                subjects.append(other)
            }
        }
        for language in languages {
            guard let locale = DisplayLocale(language), locale != .enUS else { continue }
            let region = DisplayRegion(locale: locale)
            let translated = try SnapshotSource.load(url, region: region, text: text)
            for (archive, timeline) in translated.archives {
                subjects.append(
                    AuditSubject(archive: archive, isTimeline: timeline, language: .locale(locale)))
            }
        }
        return subjects
    }
}
