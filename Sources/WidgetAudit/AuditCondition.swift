import WidgetArchive
import WidgetRender

/// The language a layout is audited in: the source's own words in a
/// locale (the String Catalog's languages), or a pseudo-language.
public enum AuditLanguage: Hashable, Sendable, CustomStringConvertible {
    /// The words of the catalog's language for `locale` (the source's
    /// words in the default locale).
    case locale(DisplayLocale)
    /// One of Xcode's pseudo-languages, over the source's words.
    case pseudo(PseudoLanguage)

    /// How a message names it: `ko-KR`, `double-length pseudo-language`.
    public var description: String {
        switch self {
        case .locale(let locale): locale.identifier
        case .pseudo(let pseudo): "\(pseudo.rawValue) pseudo-language"
        }
    }
}

/// Everything one audited layout was made for: the widget's surface and
/// entry, and the display it was drawn on.
public struct AuditCondition: Hashable, Sendable {
    /// The family, presentation or control.
    public var surface: Surface
    /// The rendering mode.
    public var mode: RenderingMode
    /// The colour scheme.
    public var scheme: ColorScheme
    /// The person's text size.
    public var textSize: DynamicTypeSize
    /// The language.
    public var language: AuditLanguage
    /// Which entry: nil for the placeholder, else its index in the
    /// timeline (or the activity's updates).
    public var entry: Int?

    /// A condition.
    public init(
        surface: Surface, mode: RenderingMode, scheme: ColorScheme, textSize: DynamicTypeSize,
        language: AuditLanguage, entry: Int?
    ) {
        self.surface = surface
        self.mode = mode
        self.scheme = scheme
        self.textSize = textSize
        self.language = language
        self.entry = entry
    }

    /// How a message names the entry.
    var entryName: String { entry.map { "entry \($0 + 1)" } ?? "the placeholder" }
}

/// The displays every surface is audited on (`wdl audit`): each mode the
/// surface has, both schemes, three text sizes and the languages.
public struct AuditMatrix: Sendable {
    /// The text sizes: the default, the largest of the standard ones and
    /// a large accessibility size (CHOICE: the three; the two
    /// largest accessibility sizes add little a person has not seen at
    /// accessibility3).
    public static let textSizes: [DynamicTypeSize] = [.large, .xxxLarge, .accessibility3]
    /// The pseudo-languages every source is audited in.
    public static let pseudoLanguages: [PseudoLanguage] = PseudoLanguage.allCases

    /// The families to audit (`--family`); nil for every declared one.
    public var families: Set<String>?
    /// The text sizes.
    public var textSizes: [DynamicTypeSize]
    /// The schemes.
    public var schemes: [ColorScheme]

    /// A matrix of every declared surface, both schemes and `textSizes`.
    public init(
        families: Set<String>? = nil, textSizes: [DynamicTypeSize] = Self.textSizes,
        schemes: [ColorScheme] = [.light, .dark]
    ) {
        self.families = families
        self.textSizes = textSizes
        self.schemes = schemes
    }

    /// Whether `surface` is audited.
    func includes(_ surface: Surface) -> Bool {
        guard let families else { return true }
        return families.contains(surface.name)
    }
}
