import Foundation
import Testing

/// The built `wdl` binary, run as a process: what a user or CI sees.
@Suite struct EndToEndTests {
    static var binary: URL? {
        let candidates = [
            Bundle.main.bundleURL.appendingPathComponent("wdl"),
            Bundle.main.bundleURL.deletingLastPathComponent().appendingPathComponent("wdl"),
            repositoryRoot.appendingPathComponent(".build/debug/wdl"),
        ]
        return candidates.first { FileManager.default.isExecutableFile(atPath: $0.path) }
    }

    struct Result {
        let status: Int32
        let standardOutput: String
        let standardError: String
    }

    func run(_ arguments: [String]) throws -> Result {
        let binary = try #require(Self.binary, "the wdl executable is not built next to the tests")
        let process = Process()
        process.executableURL = binary
        process.arguments = arguments
        process.currentDirectoryURL = repositoryRoot
        let output = Pipe()
        let error = Pipe()
        process.standardOutput = output
        process.standardError = error
        try process.run()
        let outputData = output.fileHandleForReading.readDataToEndOfFile()
        let errorData = error.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return Result(
            status: process.terminationStatus,
            standardOutput: String(decoding: outputData, as: UTF8.self),
            standardError: String(decoding: errorData, as: UTF8.self))
    }

    @Test func checksAValidSample() throws {
        let result = try run(["check", "Samples/EmojiRanger.wdl"])
        #expect(result.status == 0)
        #expect(result.standardOutput == "checked 1 file: no errors\n")
        #expect(result.standardError.isEmpty)
    }

    @Test func reportsInTheSwiftCompilerFormat() throws {
        let result = try run(["check", "Samples/Invalid/UnterminatedString.wdl"])
        #expect(result.status == 1)
        #expect(
            result.standardError == """
                Samples/Invalid/UnterminatedString.wdl:6:14: error: unterminated string literal [unterminated-string]
                        Text("Hello)
                             ^
                1 error in 1 file

                """)
    }

    @Test func usageErrorsExitWithTwo() throws {
        let result = try run(["frobnicate"])
        #expect(result.status == 2)
        #expect(result.standardError.hasPrefix("error: unknown command 'frobnicate'"))
    }

    @Test func binaryInputDoesNotCrash() throws {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent(
            "wdl-binary-\(UUID().uuidString).wdl")
        try Data((0..<4096).map { UInt8(truncatingIfNeeded: $0 &* 31) }).write(to: url)
        defer { try? FileManager.default.removeItem(at: url) }
        let result = try run(["check", url.path])
        #expect(result.status == 1)
        #expect(result.standardError.contains("[nul-character]"))
    }
}
