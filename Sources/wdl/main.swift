// The `wdl` executable: run the tool, print what it says, exit with its status.
import Foundation
import WidgetCLI

let outcome = CommandLineTool().run(arguments: Array(CommandLine.arguments.dropFirst()))
FileHandle.standardOutput.write(Data(outcome.standardOutput.utf8))
FileHandle.standardError.write(Data(outcome.standardError.utf8))
exit(outcome.exitCode.rawValue)
