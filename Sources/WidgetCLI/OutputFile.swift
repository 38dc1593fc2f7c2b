import Foundation
import WidgetSnapshots

/// Writes output files atomically (`AtomicFile`), after checking the
/// path, with errors in the command line's words.
enum OutputFile {
    static func write(_ bytes: [UInt8], to path: String) throws {
        let target = URL(fileURLWithPath: path)
        let directory = target.deletingLastPathComponent()
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: directory.path, isDirectory: &isDirectory),
            isDirectory.boolValue
        else {
            throw UsageError("cannot write '\(path)': no such directory '\(directory.path)'")
        }
        if FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory),
            isDirectory.boolValue
        {
            throw UsageError("cannot write '\(path)': it is a directory")
        }
        do {
            try AtomicFile.write(bytes, to: target)
        } catch {
            throw UsageError("cannot write '\(path)': \(error.description)")
        }
    }
}

/// An output directory argument (`-o DIR`), made when missing.
enum DirectoryArgument {
    static func create(_ path: String) throws {
        do {
            try FileManager.default.createDirectory(
                at: URL(fileURLWithPath: path), withIntermediateDirectories: true)
        } catch {
            throw UsageError("cannot create the directory '\(path)': \(error.localizedDescription)")
        }
    }
}
