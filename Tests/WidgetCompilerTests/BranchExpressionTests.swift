import Testing
import WidgetArchive
import WidgetSyntax

@testable import WidgetCompiler

/// `if` and `switch` used as values (Swift 5.9, issue 24): after `let
/// name =`, `return` and `name =`, each branch one expression, they draw
/// what the chosen branch's value written in place draws.
@Suite struct BranchExpressionTests {
    static let members =
        "    entry {\n        n: Int\n    }\n    placeholder {\n        n: 3\n    }\n"

    @Test(arguments: [
        (
            "let size: Double = if entry.n > 2 { 20 } else { 10 }\nText(\"a\").font(.system(size: size))",
            "Text(\"a\").font(.system(size: 20.0))"
        ),
        (
            "let size = if entry.n > 5 { 20 } else if entry.n > 1 { 14 } else { 10 }\nText(\"\\(size)\")",
            "Text(\"14\")"
        ),
        (
            "let word = switch entry.n {\ncase 0: \"none\"\ncase 1, 2, 3: \"few\"\ndefault: \"many\"\n}\nText(word)",
            "Text(\"few\")"
        ),
        (
            "let tint: Color = switch entry.n {\ncase 0..<3: .red\ndefault: .green\n}\nText(\"a\").foregroundStyle(tint)",
            "Text(\"a\").foregroundStyle(.green)"
        ),
        (
            "let word = if entry.n > 2 { if entry.n > 4 { \"big\" } else { \"mid\" } } else { \"small\" }\nText(word)",
            "Text(\"mid\")"
        ),
    ])
    func aBranchValueDrawsAsWrittenInPlace(_ body: String, _ inPlace: String) throws {
        let branched = try SwiftFormTests.archive(
            SwiftFormTests.file("", body: body, members: Self.members))
        let written = try SwiftFormTests.archive(
            SwiftFormTests.file("", body: inPlace, members: Self.members))
        #expect(branched.entries == written.entries)
    }

    /// In a member, `return if ...` and an assignment of a `switch` run
    /// as Swift runs them.
    @Test func membersReturnAndAssignBranches() throws {
        let declarations = """
            func grade(_ n: Int) -> String {
                var word = "none"
                word = switch n {
                case 0: "zero"
                default: "some"
                }
                return if n > 2 { word + "+" } else { word }
            }
            """
        let used = try SwiftFormTests.archive(
            SwiftFormTests.file(declarations, body: "Text(grade(0))\nText(grade(3))"))
        let inPlace = try SwiftFormTests.archive(
            SwiftFormTests.file("", body: "Text(\"zero\")\nText(\"some+\")"))
        #expect(used.entries == inPlace.entries)
    }

    /// A value that depends on the display makes the statements from the
    /// `let` on a choice the renderer makes, as an `if` written around
    /// them is.
    @Test func aDisplayTimeBranchIsAChoice() throws {
        let chosen = try SwiftFormTests.archive(
            SwiftFormTests.file(
                "",
                body:
                    "VStack {\nlet tint: Color = if colorScheme == .dark { .white } else { .black }\n"
                    + "Text(\"a\").foregroundStyle(tint)\nText(\"b\")\n}"))
        let written = try SwiftFormTests.archive(
            SwiftFormTests.file(
                "",
                body: "VStack {\nif colorScheme == .dark {\nText(\"a\").foregroundStyle(.white)\n"
                    + "Text(\"b\")\n} else {\nText(\"a\").foregroundStyle(.black)\nText(\"b\")\n}\n}"
            ))
        #expect(chosen.entries == written.entries)
    }

    @Test(arguments: [
        ("let a = if entry.n > 2 { 1 }\nText(\"\\(a)\")", ["13:9 branch-expression"]),
        (
            "let a = if entry.n > 2 { 1 } else if entry.n > 1 { 2 }\nText(\"\\(a)\")",
            ["13:35 branch-expression"]
        ),
        (
            "let a = if entry.n > 2 {\nlet b = 1\nb\n} else { 2 }\nText(\"\\(a)\")",
            ["13:24 branch-expression"]
        ),
        (
            "let a = switch entry.n {\ncase 0: Text(\"a\")\nText(\"b\")\ndefault: Text(\"c\")\n}",
            ["14:8 branch-expression"]
        ),
        ("let a = if entry.n > 2 { 1 } else { \"x\" }\nText(\"\\(a)\")", ["13:37 binding-type"]),
        ("let a: String = if entry.n > 2 { \"x\" } else { 2 }\nText(a)", ["13:47 binding-type"]),
    ])
    func misshapenBranchesAreReported(_ body: String, _ expected: [String]) {
        let text = SwiftFormTests.file("", body: body, members: Self.members)
        let analysis = Pipeline.analyze(SourceFile(path: "test.wdl", text: text))
        #expect(summary(analysis.diagnostics, in: text) == expected)
    }

    /// The canonical printing keeps an `if` or `switch` used as a value.
    @Test func printingKeepsBranchValues() {
        expectPrintingKeeps(
            SwiftFormTests.file(
                "",
                body: "let size: Double = if entry.n > 2 { 20 } else { 10 }\n"
                    + "let word = switch entry.n {\ncase 0: \"none\"\ndefault: \"many\"\n}\n"
                    + "Text(word).font(.system(size: size))",
                members: Self.members),
            ["= if entry.n > 2 {", "= switch entry.n {"])
    }
}
