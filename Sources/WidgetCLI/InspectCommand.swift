import Foundation
import WidgetArchive

/// `wdl inspect FILE.wdla`: an archive's metadata and trees.
enum InspectCommand {
    static let command = Command(
        name: "inspect",
        abstract: "Print an archive's metadata and its view tree for each family and entry.",
        usage: "wdl inspect <archive.wdla>",
        details: """
            Reads the binary form or the JSON form (--json of 'wdl compile'). A corrupt,
            truncated or newer-format archive is reported with the byte where reading
            stopped, and exit status 1.

            """,
        run: run
    )

    @Sendable static func run(_ arguments: [String]) throws -> CommandOutcome {
        let scanner = try ArgumentScanner(arguments, command: "inspect")
        guard scanner.files.count == 1, let path = scanner.files.first else {
            throw UsageError("'wdl inspect' takes one archive", hint: "USAGE: \(command.usage)")
        }
        switch try ArchiveLoader.load(path) {
        case .success(let archive):
            return CommandOutcome(exitCode: .success, standardOutput: ArchiveDumper.dump(archive))
        case .failure(let message):
            return CommandOutcome(exitCode: .failure, standardError: "\(path): error: \(message)\n")
        }
    }
}

/// Reads an archive file in either form.
enum ArchiveLoader {
    enum Loaded {
        case success(Archive)
        case failure(String)
    }

    /// The largest archive read (the compiler never writes one near it).
    static let maximumSize = 256 << 20

    static func load(_ path: String) throws -> Loaded {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory),
            !isDirectory.boolValue
        else {
            throw UsageError("cannot read '\(path)': no such file")
        }
        let size =
            ((try? FileManager.default.attributesOfItem(atPath: path))?[.size] as? NSNumber)?
            .intValue ?? 0
        guard size <= maximumSize else {
            return .failure("archive is \(size) bytes, over the limit of \(maximumSize)")
        }
        guard let bytes = SourceLoader.readBytes(path, expectedSize: size) else {
            throw UsageError("cannot read '\(path)': permission denied or unreadable")
        }
        // The JSON form starts with '{' (after any whitespace); the binary with 'WDLA'.
        if let first = bytes.first(where: { ![0x20, 0x0A, 0x0D, 0x09].contains($0) }),
            first == UInt8(ascii: "{")
        {
            do {
                return .success(try ArchiveJSON.decode(bytes))
            } catch let error as DecodingError {
                return .failure("not a valid JSON archive: \(describe(error))")
            } catch {
                return .failure("not a valid JSON archive: \(error.localizedDescription)")
            }
        }
        do {
            return .success(try ArchiveDecoder.decode(bytes))
        } catch {
            return .failure(error.description)
        }
    }

    private static func describe(_ error: DecodingError) -> String {
        func path(_ context: DecodingError.Context) -> String {
            let keys = context.codingPath.map {
                $0.intValue.map { "[\($0)]" } ?? ".\($0.stringValue)"
            }.joined()
            return keys.isEmpty ? "" : " at \(keys)"
        }
        switch error {
        case .dataCorrupted(let context): return context.debugDescription + path(context)
        case .keyNotFound(let key, let context):
            return "missing \"\(key.stringValue)\"" + path(context)
        case .typeMismatch(_, let context), .valueNotFound(_, let context):
            return context.debugDescription + path(context)
        @unknown default: return "\(error)"
        }
    }
}
