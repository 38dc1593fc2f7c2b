import Foundation
import Testing
import WidgetArchive

/// The hand-written view stubs (Tests/Stubs) are held to the schema's
/// views row by row: every form of every `ViewTable` row is an initializer
/// a stub declares on that type, with the same labels in order (a stub's
/// defaulted parameter the form leaves out, as `Color(_:red:...)`'s colour
/// space, may stand between them), and the form's first iOS where the schema gives one.
@Suite struct ViewStubTests {
    /// One `init` of a stub: the type it is declared on, its labels (`_`
    /// for none), which of them have a default, and the first iOS its
    /// attribute or its type's gives.
    struct StubInit {
        let type: String
        let labels: [String]
        let defaulted: [Bool]
        let iOS: String?
    }

    /// The forms the stubs leave to the emitted support file: wdl's own.
    static let supportForms: Set<String> = ["Color(hex:)"]

    static let inits: [StubInit] = {
        ["SwiftUI.swift", "WidgetKit.swift", "Charts.swift"].flatMap { file in
            let url = repositoryRoot.appendingPathComponent("Tests/Stubs/\(file)")
            return read((try? String(contentsOf: url, encoding: .utf8)) ?? "")
        }
    }()

    /// Every `public init(` of a top-level struct or extension in `text`
    /// (its parameters may run onto the next lines).
    static func read(_ text: String) -> [StubInit] {
        var inits: [StubInit] = []
        var type = ""
        var typeIOS: String?
        var attribute: String?
        for line in text.split(separator: "\n") {
            if let name = topLevelType(line) {
                type = name
                typeIOS = iOS(in: line) ?? attribute
            }
            if let range = line.range(of: "public init") {
                let parameters = parameterList(text[range.upperBound...])
                inits.append(
                    StubInit(
                        type: type, labels: parameters.map(label),
                        defaulted: parameters.map { $0.contains("=") },
                        iOS: iOS(in: line) ?? attribute ?? typeIOS))
            }
            attribute = line.contains("@available") ? iOS(in: line) : nil
        }
        return inits
    }

    /// `VStack` for `public struct VStack<Content: View>: ...` or `extension VStack {`.
    static func topLevelType(_ line: Substring) -> String? {
        for prefix in ["public struct ", "extension "] where line.hasPrefix(prefix) {
            return String(line.dropFirst(prefix.count).prefix { $0.isLetter || $0.isNumber })
        }
        return nil
    }

    /// `16.0` in `@available(iOS 16.0, ...)`.
    static func iOS(in line: Substring) -> String? {
        guard let range = line.range(of: "@available(iOS ") else { return nil }
        return String(line[range.upperBound...].prefix { $0.isNumber || $0 == "." })
    }

    /// The parameters of the first parenthesis after any generic clause,
    /// split at their top-level commas (`<`...`>` nests, `->` does not).
    static func parameterList(_ text: Substring) -> [Substring] {
        guard let open = text.firstIndex(of: "(") else { return [] }
        var parts: [Substring] = []
        var depth = 0
        var start = text.index(after: open)
        for index in text[open...].indices {
            switch text[index] {
            case "(", "[", "<": depth += 1
            case ">" where text[text.index(before: index)] != "-": depth -= 1
            case ")", "]":
                depth -= 1
                if depth == 0 {
                    if start < index { parts.append(text[start..<index]) }
                    return parts
                }
            case "," where depth == 1:
                parts.append(text[start..<index])
                start = text.index(after: index)
            default: break
            }
        }
        return parts
    }

    /// The label of `@ViewBuilder content: () -> Content`: `content`.
    static func label(_ parameter: Substring) -> String {
        let words = parameter.split(whereSeparator: \.isWhitespace).filter { !$0.hasPrefix("@") }
        return String(words.first ?? "_").replacingOccurrences(of: ":", with: "")
    }

    /// Whether `stub` declares `form`: its labels are the form's, in
    /// order, after leaving out defaulted ones the form does not give.
    static func declares(_ stub: StubInit, _ form: Signature) -> Bool {
        var wanted = form.parameters.map { $0.label ?? "_" }[...]
        for (label, defaulted) in zip(stub.labels, stub.defaulted) {
            if wanted.first == label {
                wanted.removeFirst()
            } else if !defaulted {
                return false
            }
        }
        return wanted.isEmpty
    }

    /// Each row's forms; a layout used as a view (`HStackLayout(spacing:)
    /// { ... }`) takes its content through `Layout.callAsFunction`, not
    /// its initializer.
    static let forms: [(String, Signature)] = ViewTable.all.flatMap { row in
        row.forms.map { form in
            guard row.aliasOf != nil, row.name.hasSuffix("Layout") else { return (row.name, form) }
            return (
                row.name,
                Signature(
                    form.parameters.filter { $0.label != "content" },
                    availability: form.availability)
            )
        }
    }

    @Test(arguments: forms.map { "\($0.0)\($0.1.spelling)" })
    func everyFormIsAStubInitializer(_ spelling: String) throws {
        guard !Self.supportForms.contains(spelling) else { return }
        let (name, form) = try #require(Self.forms.first { "\($0.0)\($0.1.spelling)" == spelling })
        let stubs = Self.inits.filter { $0.type == name && Self.declares($0, form) }
        #expect(!stubs.isEmpty, "no stub declares \(spelling)")
        if let since = form.availability[.iOS] {
            #expect(
                stubs.contains { $0.iOS.flatMap(OSVersion.init) == since },
                "\(spelling) is iOS \(since)+ in the schema")
        }
    }

    @Test func theReaderFindsInitializers() {
        let stub = Self.read("extension Color {\n    public init(_ a: Int = 1, red: Double) {}\n}")
        #expect(stub.map(\.labels) == [["_", "red"]])
        #expect(Self.declares(stub[0], Signature([.required("red", .number)])))
        #expect(!Self.declares(stub[0], Signature([.required("green", .number)])))
        let generic = Self.read(
            "@available(iOS 16.0, *)\npublic struct G<L: View> {\n"
                + "    public init<V: B>(value: V, id: KeyPath<A, V>,\n"
                + "        @ViewBuilder label: () -> L) {}\n}")
        #expect(generic.map(\.labels) == [["value", "id", "label"]])
        #expect(generic.map(\.iOS) == ["16.0"])
    }
}
