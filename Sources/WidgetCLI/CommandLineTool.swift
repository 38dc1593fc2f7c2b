/// The `wdl` command line, callable without a process: tests call
/// `run(arguments:)` and read the outcome; `main.swift` prints it and exits.
public struct CommandLineTool: Sendable {
    /// The tool's version, printed by `--version`.
    public static let version = "0.1.0"

    /// Creates the tool.
    public init() {}

    /// Runs one invocation. `arguments` excludes the program name.
    /// Every error is caught here and turned into text and an exit code.
    public func run(arguments: [String]) -> CommandOutcome {
        do {
            return try dispatch(arguments)
        } catch let error as UsageError {
            var text = "error: \(error.message)\n"
            if let hint = error.hint { text += "\(hint)\n" }
            return CommandOutcome(exitCode: .usage, standardError: text)
        } catch {
            return CommandOutcome(exitCode: .usage, standardError: "error: \(error)\n")
        }
    }

    private func dispatch(_ arguments: [String]) throws -> CommandOutcome {
        guard let first = arguments.first else {
            return CommandOutcome(exitCode: .usage, standardError: Help.overview)
        }
        let rest = Array(arguments.dropFirst())
        switch first {
        case "--help", "-h":
            return CommandOutcome(exitCode: .success, standardOutput: Help.overview)
        case "--version":
            return CommandOutcome(exitCode: .success, standardOutput: "wdl \(Self.version)\n")
        case "help":
            return try help(rest)
        default:
            guard let command = Command.named(first) else {
                let suggestion =
                    Command.suggestion(for: first).map { " (did you mean '\($0)'?)" } ?? ""
                throw UsageError(
                    "unknown command '\(first)'\(suggestion)",
                    hint: "Run 'wdl --help' for the list of commands.")
            }
            if rest.contains("--help") || rest.contains("-h") {
                return CommandOutcome(exitCode: .success, standardOutput: command.help)
            }
            return try command.run(rest)
        }
    }

    private func help(_ arguments: [String]) throws -> CommandOutcome {
        guard let name = arguments.first else {
            return CommandOutcome(exitCode: .success, standardOutput: Help.overview)
        }
        guard let command = Command.named(name) else {
            throw UsageError(
                "no help for unknown command '\(name)'",
                hint: "Run 'wdl --help' for the list of commands.")
        }
        return CommandOutcome(exitCode: .success, standardOutput: command.help)
    }
}
