/// One generated widget, as data, and its two written forms: `.wdl` and
/// the SwiftUI/WidgetKit Swift for the same widget. The view bodies are
/// one text shared by both forms; only the declarations around them
/// differ, as they do between the two languages.
struct WidgetSpec {
    var name: String
    var kind: String
    var displayName: String
    var description: String
    var families: [String]
    /// Platform names and minimum versions: `("iOS", "17.0")`.
    var platforms: [(String, String)]
    var records: [Record]
    var intents: [Record]
    var views: [ReusableView]
    var entry: [Field]
    var placeholder: [(String, Value)]
    /// SwiftUI view code, valid as a `.wdl` body and as a Swift `body`.
    var body: String

    // MARK: .wdl

    func wdl() -> String {
        var text = ""
        for record in records {
            text +=
                "struct \(record.name) {\n"
                + record.fields.map { "    \($0.name): \($0.type)\n" }.joined() + "}\n\n"
        }
        for intent in intents {
            text +=
                "intent \(intent.name) {\n"
                + intent.fields.map { "    \($0.name): \($0.type)\n" }.joined() + "}\n\n"
        }
        for view in views {
            let parameters = view.parameters.map {
                "\($0.name): \($0.type)" + ($0.defaultValue.map { " = \($0)" } ?? "")
            }
            text +=
                "view \(view.name)(\(parameters.joined(separator: ", "))) {\n\(indent(view.body, 1))\n}\n\n"
        }
        let platform = platforms.map { ".\($0.0)(\"\($0.1)\")" }
        text += """
            widget \(name) {
                kind: "\(kind)"
                displayName: "\(displayName)"
                description: "\(description)"
                families: [\(families.map { "." + $0 }.joined(separator: ", "))]
                platform: \(platform.count == 1 ? platform[0] : "[" + platform.joined(separator: ", ") + "]")

                entry {
            \(entry.map { "        \($0.name): \($0.type)\n" }.joined())    }

                placeholder {
            \(placeholder.map { "        \($0.0): \($0.1.wdl)\n" }.joined())    }

                body {
            \(indent(body, 2))
                }
            }


            """
        return text
    }

    // MARK: Swift

    func swift() -> String {
        var text = ""
        for record in records {
            text +=
                "struct \(record.name): Identifiable, Hashable {\n"
                + record.fields.map { "    let \($0.name): \($0.type)\n" }.joined() + "}\n\n"
        }
        for intent in intents {
            let parameters = intent.fields.map {
                "    @Parameter(title: \"\($0.name)\") var \($0.name): \($0.type)\n"
            }.joined()
            let memberwise =
                intent.fields.isEmpty
                ? ""
                : """
                    init(\(intent.fields.map { "\($0.name): \($0.type)" }.joined(separator: ", "))) {
                \(intent.fields.map { "        self.\($0.name) = \($0.name)\n" }.joined())    }

                """
            text += """
                struct \(intent.name): AppIntent {
                    static let title: LocalizedStringResource = "\(intent.name)"
                \(parameters)
                    init() {}
                \(memberwise)
                    func perform() async throws -> some IntentResult { .result() }
                }


                """
        }
        for view in views {
            let properties = view.parameters.map { field in
                field.defaultValue.map { "    var \(field.name): \(field.type) = \($0)\n" }
                    ?? "    let \(field.name): \(field.type)\n"
            }
            text += """
                struct \(view.name): View {
                \(properties.joined())
                    var body: some View {
                \(indent(view.body, 2))
                    }
                }


                """
        }
        let arguments = (["date: .now"] + placeholder.map { "\($0.0): \($0.1.swift)" }).joined(
            separator: ",\n")
        text += """
            struct \(name)Entry: TimelineEntry {
                let date: Date
            \(entry.map { "    let \($0.name): \($0.type)\n" }.joined())
                static let sample = \(name)Entry(
            \(indent(arguments, 2))
                )
            }

            struct \(name)Provider: TimelineProvider {
                func placeholder(in context: Context) -> \(name)Entry { .sample }

                func getSnapshot(in context: Context, completion: @escaping (\(name)Entry) -> Void) {
                    completion(.sample)
                }

                func getTimeline(in context: Context, completion: @escaping (Timeline<\(name)Entry>) -> Void) {
                    completion(Timeline(entries: [.sample], policy: .atEnd))
                }
            }

            struct \(name)View: View {
                var entry: \(name)Entry
                @Environment(\\.widgetFamily) var family
                @Environment(\\.widgetRenderingMode) var renderingMode

                var body: some View {
            \(indent(body, 2))
                }
            }

            struct \(name)Widget: Widget {
                let kind: String = "\(kind)"

                var body: some WidgetConfiguration {
                    StaticConfiguration(kind: kind, provider: \(name)Provider()) { entry in
                        \(name)View(entry: entry)
                    }
                    .configurationDisplayName("\(displayName)")
                    .description("\(description)")
                    .supportedFamilies([\(families.map { "." + $0 }.joined(separator: ", "))])
                }
            }


            """
        return text
    }
}

/// A field of a record, an intent, an entry or a reusable view's
/// parameter list; `type` is spelled the same in both languages.
struct Field {
    var name: String
    var type: String
    var defaultValue: String?

    init(_ name: String, _ type: String, default defaultValue: String? = nil) {
        self.name = name
        self.type = type
        self.defaultValue = defaultValue
    }
}

/// A `struct` (entry data) or an `intent` with its parameters.
struct Record {
    var name: String
    var fields: [Field]
}

/// A `view` declaration: in Swift, a `View` struct with the parameters
/// as properties.
struct ReusableView {
    var name: String
    var parameters: [Field]
    var body: String
}

/// A placeholder value: data in `.wdl`, an expression in Swift.
indirect enum Value {
    case string(String), int(Int), double(Double), bool(Bool), none
    case date(String), url(String)
    case array([Value])
    case record(String, [(String, Value)])

    var wdl: String {
        switch self {
        case .string(let text), .date(let text), .url(let text): "\"\(text)\""
        case .int(let value): "\(value)"
        case .double(let value): "\(value)"
        case .bool(let value): "\(value)"
        case .none: "nil"
        case .array(let items): "[" + items.map(\.wdl).joined(separator: ", ") + "]"
        case .record(_, let fields):
            "{ " + fields.map { "\($0.0): \($0.1.wdl)" }.joined(separator: ", ") + " }"
        }
    }

    var swift: String {
        switch self {
        case .string(let text): "\"\(text)\""
        case .date(let text): "isoDate(\"\(text)\")"
        case .url(let text): "URL(string: \"\(text)\")!"
        case .int(let value): "\(value)"
        case .double(let value): "\(value)"
        case .bool(let value): "\(value)"
        case .none: "nil"
        case .array(let items): "[" + items.map(\.swift).joined(separator: ", ") + "]"
        case .record(let type, let fields):
            "\(type)(" + fields.map { "\($0.0): \($0.1.swift)" }.joined(separator: ", ") + ")"
        }
    }
}
