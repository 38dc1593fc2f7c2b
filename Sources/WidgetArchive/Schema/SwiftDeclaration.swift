/// One Swift declaration of a modifier, as Apple's page gives it, without
/// `public func` and the body, with the type and the framework that
/// declare it: `allowsTightening(_ flag: Bool) -> some View` on `View` in
/// SwiftUI. The stubs that type-check emitted Swift
/// (Tests/Stubs/SwiftUIModifiers.swift and WidgetKitModifiers.swift) are
/// generated from these, each cited by its page.
public struct SwiftDeclaration: Sendable, Hashable, ExpressibleByStringLiteral {
    /// The declaration, attributes first:
    /// `@available(iOS 16.1, *) activityBackgroundTint(_ color: Color?) -> some View`.
    public let text: String
    /// The type or protocol it is declared on: `View`, `Text`, `Image`,
    /// `Shape`, `InsettableShape`.
    public let receiver: String
    /// The framework whose stub declares it: `SwiftUI`, or `WidgetKit` for
    /// the modifiers WidgetKit adds to SwiftUI's views.
    public let module: String
    /// Apple's page for it, under developer.apple.com/documentation/: SwiftUI's
    /// page of the receiver, name and labels (`swiftui/view/allowstightening(_:)`),
    /// or the path Apple gives where it tells overloads apart or files the
    /// symbol elsewhere (`swiftui/view/padding(_:)-68shk`).
    public let page: String

    /// A declaration on `receiver` in `module` whose page is SwiftUI's of
    /// its receiver, name and labels unless `page` says otherwise.
    public init(
        _ text: String, on receiver: String = "View", in module: String = "SwiftUI",
        page: String? = nil
    ) {
        self.text = text
        self.receiver = receiver
        self.module = module
        self.page = page ?? Self.page(of: text, on: receiver)
    }

    /// A declaration on `View` whose page is its name and labels.
    public init(stringLiteral text: String) {
        self.init(text)
    }

    /// SwiftUI's path of the receiver and the name with each parameter's
    /// label, lowercased, as Apple spells a symbol:
    /// `swiftui/view/frame(width:height:alignment:)`.
    static func page(of text: String, on receiver: String) -> String {
        let declaration = withoutAttributes(text[...])
        let name = declaration.prefix(while: isIdentifier)
        let labels = parameters(of: declaration.dropFirst(name.count)).map {
            withoutAttributes($0.drop { $0 == " " }).prefix(while: isIdentifier) + ":"
        }
        return "swiftui/\(receiver)/\(name)(\(labels.joined()))".lowercased()
    }

    /// The parameters of the parameter list (the first parenthesis after
    /// any generic clause), split at its top-level commas.
    private static func parameters(of text: Substring) -> [Substring] {
        var parts: [Substring] = []
        var depth = 0
        var start: Substring.Index?
        var previous: Character = " "
        for index in text.indices {
            let character = text[index]
            switch character {
            case "(" where depth == 0:
                start = text.index(after: index)
                depth += 1
            case "(", "[", "<": depth += 1
            case ">" where previous != "-": depth -= 1
            case ")" where depth == 1:
                if let start, start < index { parts.append(text[start..<index]) }
                return parts
            case ")", "]": depth -= 1
            case "," where depth == 1 && start != nil:
                parts.append(text[start!..<index])
                start = text.index(after: index)
            default: break
            }
            previous = character
        }
        return parts
    }

    /// `text` without the attributes it starts with (`@ViewBuilder `,
    /// `@available(iOS 16.1, *) `).
    public static func withoutAttributes(_ text: Substring) -> Substring {
        var rest = text
        while rest.hasPrefix("@") {
            rest = rest.dropFirst().drop(while: isIdentifier)
            if rest.hasPrefix("("), let close = rest.firstIndex(of: ")") {
                rest = rest[rest.index(after: close)...]
            }
            rest = rest.drop { $0 == " " }
        }
        return rest
    }

    private static func isIdentifier(_ character: Character) -> Bool {
        character.isLetter || character.isNumber || character == "_"
    }
}
