// libFuzzer harness for the front end. Not part of the SwiftPM package:
// `Tests/Fuzz/run.sh` compiles it with the compiler's sources.
//
// For any input: the pipeline (parse, check, instantiate placeholders)
// must not crash; formatting the diagnostics and dumping the tree must
// not crash; when a file parses without errors, its canonical printing
// must parse without errors to the same structure; and when the pipeline
// reports no error, every widget and activity must compile (what check
// accepts compiles) to an archive that survives the binary round trip.
// `wdl format` must format every file that parses (its own re-parse
// guard must never refuse), and formatting again must change nothing.

import WidgetArchive
import WidgetSyntax

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let file = SourceFile(
        path: "fuzz.wdl", bytes: Array(UnsafeBufferPointer(start: data, count: size)))
    let options = ParseOptions(maximumFileSize: 1 << 20, maximumNestingDepth: 64)
    let result = WDLParser.parse(file, options: options)
    let converter = SourceLocationConverter(file: file)
    _ = DiagnosticFormatter(converter: converter).format(result.diagnostics)
    _ = SyntaxDumper.dump(result.syntax, converter: converter)
    for diagnostic in result.diagnostics {
        precondition(Int(diagnostic.range.end) <= size, "diagnostic range past the end of the file")
    }
    if !result.diagnostics.containsErrors {
        let analysis = Pipeline.analyze(file, options: options)
        for diagnostic in analysis.diagnostics {
            precondition(
                Int(diagnostic.range.end) <= size, "diagnostic range past the end of the file")
        }
        if !analysis.hasErrors, let syntax = analysis.syntax {
            for name in Pipeline.containerNames(syntax) {
                let compiled = try? Pipeline.compile(
                    analysis, options: InstantiationOptions(declaration: name))
                guard let archive = compiled?.archive else {
                    preconditionFailure("'\(name)' checks clean but does not compile")
                }
                // The pipeline hands back the placeholder it made while
                // checking; a fresh instantiation must make the same.
                let fresh = try? Instantiator.instantiate(
                    syntax, options: InstantiationOptions(declaration: name))
                precondition(
                    fresh?.archive == archive, "'\(name)' compiles differently from its check")
                let decoded = try? ArchiveDecoder.decode(ArchiveEncoder.encode(archive))
                precondition(
                    decoded == archive, "the archive does not survive the binary round trip")
            }
        }
        let printed = SyntaxPrinter.print(result.syntax)
        let reparsed = WDLParser.parse(
            SourceFile(path: "printed.wdl", text: printed),
            options: ParseOptions(maximumFileSize: 1 << 22, maximumNestingDepth: 4096))
        precondition(
            !reparsed.diagnostics.containsErrors,
            "canonical printing does not parse:\n\(printed)\n\(reparsed.diagnostics.map(\.message.text))"
        )
        precondition(
            SyntaxDumper.dump(reparsed.syntax, converter: nil)
                == SyntaxDumper.dump(result.syntax, converter: nil),
            "canonical printing parses to another tree:\n\(printed)")
        guard case .formatted(let formatted) = SourceFormatter.format(file, options: options) else {
            preconditionFailure("wdl format refuses a file that parses")
        }
        guard
            case .formatted(let again) = SourceFormatter.format(
                SourceFile(path: "formatted.wdl", text: formatted), options: options),
            again == formatted
        else {
            preconditionFailure("formatting is not idempotent:\n\(formatted)")
        }
    }
    return 0
}
