import Foundation
import WidgetArchive
import WidgetCompiler
import WidgetSyntax

extension EmitContext {
    /// A control: its value (`<C>Value`, with the placeholder as the
    /// gallery's preview value), its configuration intent when it has a
    /// `configuration`, its value provider (whose current value is the
    /// app's hook), and the `ControlWidget` with its template.
    func control(_ decl: ContainerDecl) -> String {
        let name = decl.name.name
        let types = ControlTypeNames(name)
        let value = decl.members.flatMap { member -> [Field] in
            if case .value(let fields) = member.kind { Array(fields) } else { [] }
        }
        let configuration = decl.members.flatMap { member -> [Field] in
            if case .configuration(let fields) = member.kind { Array(fields) } else { [] }
        }
        let shape = ControlShape(hasValue: !value.isEmpty, configurable: !configuration.isEmpty)
        var text = "// MARK: - \(name)\n\n"
        if shape.hasValue {
            text += controlValue(types, value, shape, placeholder: placeholder(of: decl)) + "\n"
        }
        if shape.configurable {
            text +=
                configurationIntent(
                    types.configurationIntent, conformingTo: "ControlConfigurationIntent",
                    title: types.control, configuration) + "\n"
        }
        if shape.hasValue { text += controlProvider(types, shape) + "\n" }
        return text + controlWidget(decl, types, shape)
    }

    /// Which of WidgetKit's configurations a control takes.
    struct ControlShape {
        /// A `value { }` block: a value provider hands the template its value.
        var hasValue: Bool
        /// A `configuration { }` block: an AppIntentControlConfiguration.
        var configurable: Bool
    }

    /// `struct <C>Value` with the placeholder as a static.
    private func controlValue(
        _ types: ControlTypeNames, _ fields: [Field], _ shape: ControlShape,
        placeholder: RecordValue?
    ) -> String {
        var text = "struct \(types.value) {\n" + properties(fields, keyword: "var", indent: 1)
        if shape.configurable {
            text += "    var configuration = \(types.configurationIntent)()\n"
        }
        text += placeholderDeclaration(
            types.value, placeholderArguments(fields, placeholder),
            purpose: "the value the control gallery previews")
        return text + "}\n"
    }

    /// The value provider: the placeholder as the preview value, and the
    /// current value from a hook the app implements in its own file.
    private func controlProvider(_ types: ControlTypeNames, _ shape: ControlShape) -> String {
        let value = types.value
        guard shape.configurable else {
            return """
                /// The app implements, in its own file:
                ///     extension \(value) {
                ///         static func current() async throws -> \(value)
                ///     }
                struct \(types.provider): ControlValueProvider {
                    var previewValue: \(value) {
                        .placeholder
                    }

                    func currentValue() async throws -> \(value) {
                        try await \(value).current()
                    }
                }

                """
        }
        let intent = types.configurationIntent
        return """
            /// The app implements, in its own file:
            ///     extension \(value) {
            ///         static func current(for configuration: \(intent)) async throws -> \(value)
            ///     }
            struct \(types.provider): AppIntentControlValueProvider {
                func previewValue(configuration: \(intent)) -> \(value) {
                    var value = \(value).placeholder
                    value.configuration = configuration
                    return value
                }

                func currentValue(configuration: \(intent)) async throws -> \(value) {
                    try await \(value).current(for: configuration)
                }
            }

            """
    }

    /// `struct <C>: ControlWidget` with its configuration and template.
    private func controlWidget(
        _ decl: ContainerDecl, _ types: ControlTypeNames, _ shape: ControlShape
    )
        -> String
    {
        let kind =
            property("kind", of: decl).map { SyntaxPrinter.swiftExpression($0, form: form()) }
            ?? SyntaxPrinter.quoted(types.control)
        let opening: String
        var names: [String: String] = [:]
        switch (shape.hasValue, shape.configurable) {
        case (true, false):
            opening =
                "StaticControlConfiguration(kind: \(kind), provider: \(types.provider)()) { value in"
        case (true, true):
            opening =
                "AppIntentControlConfiguration(kind: \(kind), provider: \(types.provider)()) { value in"
            names["config"] = "value.configuration"
        case (false, true):
            opening =
                "AppIntentControlConfiguration(kind: \(kind), intent: \(types.configurationIntent).self) { configuration in"
            names["config"] = "configuration"
        case (false, false):
            opening = "StaticControlConfiguration(kind: \(kind)) {"
        }
        var text = "struct \(types.control): ControlWidget {\n"
        text += "    var body: some ControlWidgetConfiguration {\n"
        text += "        \(opening)\n"
        if let body = body(of: decl) {
            text += SyntaxPrinter.swiftStatements(body, indent: 3, form: form(names: names))
        }
        text += "        }\n"
        for (property, modifier) in [
            ("displayName", "displayName"), ("description", "description"),
        ] {
            if let value = self.property(property, of: decl) {
                text +=
                    "        .\(modifier)(\(SyntaxPrinter.swiftExpression(value, form: form())))\n"
            }
        }
        if shape.configurable, let prompts = property("promptsForUserConfiguration", of: decl),
            case .boolean(true) = prompts.kind
        {
            text += "        .promptsForUserConfiguration()\n"
        }
        return text + "    }\n}\n"
    }
}
