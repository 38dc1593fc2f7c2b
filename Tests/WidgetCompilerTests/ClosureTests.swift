import Foundation
import Testing
import WidgetArchive
import WidgetSyntax

@testable import WidgetCompiler

/// Closures passed to the collection methods widgets call (issue 24):
/// `$0` and named parameters, trailing or labelled, and key paths where
/// a function goes; each draws what its value written in place draws.
@Suite struct ClosureTests {
    static let members = """
            entry {
                tasks: [Task]
            }
            placeholder {
                tasks: [
                    { title: "Write", done: true, minutes: 30 },
                    { title: "Read", done: false, minutes: 15 },
                    { title: "Run", done: false, minutes: 45 },
                ]
            }

        """
    static let task = "struct Task {\n    title: String\n    done: Bool\n    minutes: Int\n}"

    @Test(arguments: [
        ("Text(\"\\(entry.tasks.filter { !$0.done }.count)\")", "Text(\"2\")"),
        ("Text(\"\\(entry.tasks.filter(\\.done).count)\")", "Text(\"1\")"),
        (
            "Text(entry.tasks.map { $0.title.uppercased() }.joined(separator: \",\"))",
            "Text(\"WRITE,READ,RUN\")"
        ),
        ("Text(entry.tasks.map(\\.title).joined())", "Text(\"WriteReadRun\")"),
        (
            "Text(entry.tasks.compactMap { $0.done ? nil : $0.title }.joined())",
            "Text(\"ReadRun\")"
        ),
        ("Text(entry.tasks.first(where: { !$0.done })?.title ?? \"-\")", "Text(\"Read\")"),
        ("Text(entry.tasks.last { task in !task.done }?.title ?? \"-\")", "Text(\"Run\")"),
        ("Text(\"\\(entry.tasks.reduce(0) { $0 + $1.minutes })\")", "Text(\"90\")"),
        (
            "Text(entry.tasks.sorted { $0.minutes > $1.minutes }.map(\\.title).joined())",
            "Text(\"RunWriteRead\")"
        ),
        (
            "Text(entry.tasks.sorted(by: { a, b in a.title < b.title }).map(\\.title).joined())",
            "Text(\"ReadRunWrite\")"
        ),
        ("Text(entry.tasks.min { $0.minutes < $1.minutes }?.title ?? \"\")", "Text(\"Read\")"),
        ("Text(entry.tasks.max(by: { $0.minutes < $1.minutes })!.title)", "Text(\"Run\")"),
        ("Text(\"\\(entry.tasks.contains(where: \\.done))\")", "Text(\"true\")"),
        ("Text(\"\\(entry.tasks.allSatisfy { $0.minutes > 20 })\")", "Text(\"false\")"),
        (
            "ForEach(entry.tasks.filter { task in\n    let long = task.minutes > 20\n    return long\n}, id: \\.title) { task in\n    Text(task.title)\n}",
            "Text(\"Write\")\nText(\"Run\")"
        ),
    ])
    func aClosureDrawsItsValue(_ withClosure: String, _ inPlace: String) throws {
        let closure = try SwiftFormTests.archive(
            SwiftFormTests.file(Self.task, body: withClosure, members: Self.members))
        let written = try SwiftFormTests.archive(
            SwiftFormTests.file(Self.task, body: inPlace, members: Self.members))
        #expect(closure.entries == written.entries)
    }

    /// A closure's parameters have the elements' type: a misspelt field
    /// is the checker's error; a filter that is not a Bool is refused
    /// where it runs.
    @Test(arguments: [
        ("Text(entry.tasks.filter { $0.don }.map(\\.title).joined())", ["21:30 no-such-member"]),
        ("Text(entry.tasks.first { t in t.titel }?.title ?? \"\")", ["21:33 no-such-member"]),
        ("Text(\"\\(entry.tasks.filter { $0.minutes }.count)\")", ["21:9 invalid-value"]),
    ])
    func aClosureIsTyped(_ body: String, _ expected: [String]) {
        let text = SwiftFormTests.file(Self.task, body: body, members: Self.members)
        let analysis = Pipeline.analyze(SourceFile(path: "test.wdl", text: text))
        #expect(summary(analysis.diagnostics, in: text) == expected, "\(analysis.diagnostics)")
    }

    /// A view closure passed by its label is the trailing closure it could
    /// have been.
    @Test func aLabelledViewClosureIsATrailingOne() throws {
        let labelled = try SwiftFormTests.archive(
            SwiftFormTests.file(
                "",
                body: "HStack(spacing: 4, content: {\nLink(destination: URL(string: \"a://b\")!, "
                    + "label: {\nText(\"A\")\n})\n})"))
        let trailing = try SwiftFormTests.archive(
            SwiftFormTests.file(
                "",
                body: "HStack(spacing: 4) {\nLink(destination: URL(string: \"a://b\")!) {\n"
                    + "Text(\"A\")\n}\n}"))
        #expect(labelled.entries == trailing.entries)
    }

    /// `$0` is a name, as in Swift.
    @Test func dollarZeroLexesAsAName() {
        let parsed = parse(SwiftFormTests.file("", body: "Text(\"\\([1, 2].map { $0 * 2 })\")"))
        #expect(parsed.diagnostics.isEmpty)
    }
}
