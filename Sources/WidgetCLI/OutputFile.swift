import Foundation

/// Writes output files atomically: the bytes go to a temporary file in
/// the same directory, which is then renamed over the target. A failed
/// run never leaves a half-written file, and an existing output stays
/// untouched unless the new one is complete.
enum OutputFile {
    static func write(_ bytes: [UInt8], to path: String) throws {
        let target = URL(fileURLWithPath: path)
        let directory = target.deletingLastPathComponent()
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: directory.path, isDirectory: &isDirectory), isDirectory.boolValue else {
            throw UsageError("cannot write '\(path)': no such directory '\(directory.path)'")
        }
        if FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), isDirectory.boolValue {
            throw UsageError("cannot write '\(path)': it is a directory")
        }
        let temporary = directory.appendingPathComponent(".\(target.lastPathComponent).\(ProcessInfo.processInfo.processIdentifier).tmp")
        do {
            try Data(bytes).write(to: temporary)
        } catch {
            try? FileManager.default.removeItem(at: temporary)
            throw UsageError("cannot write '\(path)': \(error.localizedDescription)")
        }
        guard rename(temporary.path, target.path) == 0 else {
            let reason = String(cString: strerror(errno))
            try? FileManager.default.removeItem(at: temporary)
            throw UsageError("cannot write '\(path)': \(reason)")
        }
    }
}
