import WidgetCompiler

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
    static let all: [Command] = [CheckCommand.command, LintCommand.command, FamiliesCommand.command, DumpSyntaxCommand.command]

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
        let rows = Command.all.map { ($0.name, $0.abstract) } + [("help COMMAND", "Show help for a command.")]
        let width = (rows.map(\.0.count).max() ?? 0) + 2
        for (name, abstract) in rows {
            text += "  " + name.padding(toLength: width, withPad: " ", startingAt: 0) + abstract + "\n"
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

/// Splits a command's arguments into files and flags by hand (no packages):
/// `--` ends the options; anything else starting with `-` must be known.
struct ArgumentScanner {
    private(set) var files: [String] = []
    private(set) var flags: Set<String> = []

    init(_ arguments: [String], command: String, knownFlags: Set<String> = []) throws {
        var onlyFiles = false
        for argument in arguments {
            if onlyFiles || !argument.hasPrefix("-") || argument == "-" {
                files.append(argument)
            } else if argument == "--" {
                onlyFiles = true
            } else if knownFlags.contains(argument) {
                flags.insert(argument)
            } else {
                throw UsageError("unknown option '\(argument)' for 'wdl \(command)'", hint: "Run 'wdl help \(command)' for its options.")
            }
        }
    }
}
