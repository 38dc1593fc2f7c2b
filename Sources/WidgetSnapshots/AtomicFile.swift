import Foundation

/// Why an atomic write failed, in words for people.
public struct AtomicWriteError: Error, CustomStringConvertible, Sendable {
    public let description: String
}

/// Writes files atomically: the bytes go to a temporary file in the same
/// directory (named with the process and a random number, so parallel
/// writers never share one), which is then renamed over the target. A
/// failed write never leaves a half-written file, and an existing file
/// stays untouched unless the new one is complete. The one writer of
/// `wdl`'s outputs and of snapshots.
public enum AtomicFile {
    /// Writes `bytes` to `url`; the directory must exist.
    public static func write(_ bytes: [UInt8], to url: URL) throws(AtomicWriteError) {
        let temporary = url.deletingLastPathComponent()
            .appendingPathComponent(
                ".\(url.lastPathComponent).\(ProcessInfo.processInfo.processIdentifier).\(UInt32.random(in: 0...UInt32.max)).tmp"
            )
        do {
            try Data(bytes).write(to: temporary)
        } catch {
            try? FileManager.default.removeItem(at: temporary)
            throw AtomicWriteError(description: error.localizedDescription)
        }
        guard rename(temporary.path, url.path) == 0 else {
            let reason = String(cString: strerror(errno))
            try? FileManager.default.removeItem(at: temporary)
            throw AtomicWriteError(description: reason)
        }
    }
}
