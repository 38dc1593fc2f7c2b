import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// One finished child process.
struct ChildRun {
    /// Wall-clock seconds from spawn to reaped: what a person waits for.
    var seconds: Double
    /// Peak resident set size of the child, or of the largest of the
    /// descendants it waited for (`swiftc` runs `swift-frontend`), in bytes.
    var peakResidentBytes: Int
    /// The exit status, or -1 when a signal ended it.
    var exitCode: Int32
}

/// Runs whole processes and measures them, with `posix_spawn` and `wait4`
/// rather than `Process`: `wait4` hands back the child's own `rusage`, so
/// peak RSS comes with the timing and no `/usr/bin/time` sits in between
/// to add its own start-up to the figure.
enum ChildProcess {
    /// Runs `executable` with `arguments`, output thrown away; nil if it
    /// could not be started.
    static func run(_ executable: String, _ arguments: [String]) -> ChildRun? {
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        // Printing is part of neither tool's work here: a clean check
        // prints one line, and a terminal would only add noise.
        posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
        let argv: [UnsafeMutablePointer<CChar>?] = ([executable] + arguments).map { strdup($0) } + [nil]
        defer { for pointer in argv { free(pointer) } }
        var pid: pid_t = 0
        let start = ContinuousClock.now
        guard posix_spawn(&pid, executable, &actions, nil, argv, environ) == 0 else { return nil }
        var status: Int32 = 0
        var usage = rusage()
        while wait4(pid, &status, 0, &usage) == -1, errno == EINTR {}
        let elapsed = ContinuousClock.now - start
        // WIFEXITED / WEXITSTATUS are macros Swift does not import.
        let exitCode: Int32 = status & 0x7F == 0 ? (status >> 8) & 0xFF : -1
        // Linux reports ru_maxrss in kilobytes.
        return ChildRun(seconds: ArchiveBenchmark.seconds(elapsed), peakResidentBytes: Int(usage.ru_maxrss) * 1024, exitCode: exitCode)
    }

    /// The first executable called `name` on `PATH`.
    static func onPath(_ name: String) -> String? {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
        return path.split(separator: ":").map { "\($0)/\(name)" }.first { FileManager.default.isExecutableFile(atPath: $0) }
    }

    /// `name` in the directory this executable sits in (`.build/release`).
    static func besideSelf(_ name: String) -> String? {
        let selfPath = (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe")) ?? Bundle.main.executablePath
        guard let selfPath else { return nil }
        let candidate = URL(fileURLWithPath: selfPath).deletingLastPathComponent().appendingPathComponent(name).path
        return FileManager.default.isExecutableFile(atPath: candidate) ? candidate : nil
    }
}
