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
    /// The exit status, or -1 when a signal ended it.
    var exitCode: Int32
}

/// Runs whole processes and measures them.
///
/// Timing uses `posix_spawn` and `wait4` directly, so no wrapper adds its
/// own start-up to the figure. Peak memory cannot come from that `wait4`:
/// glibc's `posix_spawn` starts the child in this process's address space
/// (`CLONE_VM`), and Linux carries the high-water mark across `exec`, so
/// the child's `ru_maxrss` would be this benchmark's own RSS. Memory is
/// measured through `/usr/bin/time`, a small process that forks the tool.
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
        let argv: [UnsafeMutablePointer<CChar>?] =
            ([executable] + arguments).map { strdup($0) } + [nil]
        defer { for pointer in argv { free(pointer) } }
        var pid: pid_t = 0
        let start = ContinuousClock.now
        guard posix_spawn(&pid, executable, &actions, nil, argv, environ) == 0 else { return nil }
        var status: Int32 = 0
        while waitpid(pid, &status, 0) == -1, errno == EINTR {}
        let elapsed = ContinuousClock.now - start
        // WIFEXITED / WEXITSTATUS are macros Swift does not import.
        let exitCode: Int32 = status & 0x7F == 0 ? (status >> 8) & 0xFF : -1
        return ChildRun(seconds: ArchiveBenchmark.seconds(elapsed), exitCode: exitCode)
    }

    /// Peak RSS in bytes of `executable` run with `arguments`, as
    /// `/usr/bin/time -f %M` reports it (the largest of the process and
    /// the descendants it waited for: `swiftc` runs `swift-frontend`);
    /// nil without `/usr/bin/time` or when the run fails.
    static func peakResidentBytes(_ executable: String, _ arguments: [String], scratch: String)
        -> Int?
    {
        let time = "/usr/bin/time"
        guard FileManager.default.isExecutableFile(atPath: time),
            let run = run(time, ["-f", "%M", "-o", scratch, executable] + arguments),
            run.exitCode == 0,
            let text = try? String(contentsOfFile: scratch, encoding: .utf8),
            let kilobytes = text.split(whereSeparator: \.isNewline).last.flatMap({ Int($0) })
        else { return nil }
        return kilobytes * 1024
    }

    /// The first executable called `name` on `PATH`.
    static func onPath(_ name: String) -> String? {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
        return path.split(separator: ":").map { "\($0)/\(name)" }.first {
            FileManager.default.isExecutableFile(atPath: $0)
        }
    }

    /// `name` in the directory this executable sits in (`.build/release`).
    static func besideSelf(_ name: String) -> String? {
        let selfPath =
            (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe"))
            ?? Bundle.main.executablePath
        guard let selfPath else { return nil }
        let candidate = URL(fileURLWithPath: selfPath).deletingLastPathComponent()
            .appendingPathComponent(name).path
        return FileManager.default.isExecutableFile(atPath: candidate) ? candidate : nil
    }
}
