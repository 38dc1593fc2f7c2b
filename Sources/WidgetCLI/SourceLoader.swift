import Foundation
import WidgetCompiler
import WidgetSyntax

/// Reads source files for the commands.
enum SourceLoader {
    /// What loading a path gave: a file to parse, or a located diagnostic
    /// that stands for it (a file over the size limit is refused before it
    /// is read, so memory stays bounded).
    enum Loaded {
        case file(SourceFile)
        case refused(SourceFile, Diagnostic)
    }

    /// Reads `path`, refusing files over `limit` bytes by their size on disk.
    /// Throws `UsageError` when the path cannot be read at all.
    static func load(_ path: String, limit: Int) throws -> Loaded {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
            throw UsageError("cannot read '\(path)': no such file")
        }
        guard !isDirectory.boolValue else {
            throw UsageError("cannot read '\(path)': it is a directory")
        }
        let attributes = try? FileManager.default.attributesOfItem(atPath: path)
        if let size = (attributes?[.size] as? NSNumber)?.intValue, size > limit {
            let file = SourceFile(path: path, bytes: [])
            return .refused(file, SourceDiagnostics.fileTooLarge(size: size, limit: limit))
        }
        guard
            let bytes = readBytes(
                path, expectedSize: (attributes?[.size] as? NSNumber)?.intValue ?? 0)
        else {
            throw UsageError("cannot read '\(path)': permission denied or unreadable")
        }
        return .file(SourceFile(path: path, bytes: bytes))
    }

    /// Reads a whole file straight into a byte array (no intermediate
    /// `Data`, so a file is held in memory once).
    static func readBytes(_ path: String, expectedSize: Int) -> [UInt8]? {
        guard let handle = FileHandle(forReadingAtPath: path) else { return nil }
        defer { try? handle.close() }
        var bytes: [UInt8] = []
        bytes.reserveCapacity(expectedSize)
        while let chunk = try? handle.read(upToCount: 1 << 20), !chunk.isEmpty {
            bytes.append(contentsOf: chunk)
        }
        return bytes
    }
}
