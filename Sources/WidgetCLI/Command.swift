import WidgetCompiler
import WidgetSyntax

/// One subcommand: its name, its help, and what it runs.
struct Command: Sendable {
    let name: String
    let abstract: String
    let usage: String
    let details: String
    let run: @Sendable ([String]) throws -> CommandOutcome

    /// `wdl help NAME`.
    var help: String {
        "OVERVIEW: \(abstract)\n\nUSAGE: \(usage)\n\n\(details)"
    }

    /// Every command, in the order `--help` lists them.
    static let all: [Command] = [
        CheckCommand.command, LintCommand.command, AuditCommand.command, FamiliesCommand.command,
        DumpSyntaxCommand.command, CompileCommand.command, InspectCommand.command,
        TimelineCommand.command, RenderCommand.command, DevicesCommand.command,
        SnapshotCommand.command, GalleryCommand.command, EmitCommand.command, FormatCommand.command,
        LSPCommand.command,
    ]

    static func named(_ name: String) -> Command? {
        all.first { $0.name == name }
    }

    static func suggestion(for name: String) -> String? {
        Spelling.closest(to: name, in: all.map(\.name) + ["help"])
    }
}

/// The top-level help text.
enum Help {
    static var overview: String {
        var text = """
            OVERVIEW: wdl compiles widget layout descriptions (.wdl): WidgetKit widgets and
            Live Activities in SwiftUI's vocabulary, checked per widget family.

            USAGE: wdl <command> [options] [files...]

            COMMANDS:

            """
        let rows =
            Command.all.map { ($0.name, $0.abstract) } + [
                ("help COMMAND", "Show help for a command.")
            ]
        let width = (rows.map(\.0.count).max() ?? 0) + 2
        for (name, abstract) in rows {
            text +=
                "  " + name.padding(toLength: width, withPad: " ", startingAt: 0) + abstract + "\n"
        }
        text += """

            OPTIONS:
              --help, -h    Show this help.
              --version     Show the version.

            EXIT STATUS: 0 success, 1 errors in the input, 2 usage or I/O error.

            """
        return text
    }
}

/// Splits a command's arguments into files, flags and options with values
/// by hand (no packages): `--` ends the options; anything else starting
/// with `-` must be known. An option with a value takes the next argument
/// (`-o OUT`, `--config name=value`), and may be repeated.
struct ArgumentScanner {
    private(set) var files: [String] = []
    private(set) var flags: Set<String> = []
    private(set) var values: [String: [String]] = [:]

    init(
        _ arguments: [String], command: String, knownFlags: Set<String> = [],
        valueOptions: Set<String> = []
    ) throws {
        var onlyFiles = false
        var index = 0
        while index < arguments.count {
            let argument = arguments[index]
            index += 1
            if onlyFiles || !argument.hasPrefix("-") || argument == "-" {
                files.append(argument)
            } else if argument == "--" {
                onlyFiles = true
            } else if knownFlags.contains(argument) {
                flags.insert(argument)
            } else if valueOptions.contains(argument) {
                guard index < arguments.count else {
                    throw UsageError(
                        "'\(argument)' needs a value",
                        hint: "Run 'wdl help \(command)' for its options.")
                }
                values[argument, default: []].append(arguments[index])
                index += 1
            } else {
                throw UsageError(
                    "unknown option '\(argument)' for 'wdl \(command)'",
                    hint: "Run 'wdl help \(command)' for its options.")
            }
        }
    }

    /// The last value given for `option`.
    func value(_ option: String) -> String? { values[option]?.last }
}
