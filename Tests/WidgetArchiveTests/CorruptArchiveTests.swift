import Foundation
import Testing

@testable import WidgetArchive

/// Hostile bytes: every failure is a typed `ArchiveDecodingError`, never a
/// trap, a hang or a huge allocation.
@Suite struct CorruptArchiveTests {
    static let bytes = ArchiveEncoder.encode(everyValueArchive())

    @Test func everyTruncationIsAnError() {
        for length in 0..<Self.bytes.count {
            #expect(throws: ArchiveDecodingError.self) {
                try ArchiveDecoder.decode(Array(Self.bytes.prefix(length)))
            }
            var options = DecodingOptions()
            options.verifiesChecksum = false
            #expect(throws: ArchiveDecodingError.self) {
                try ArchiveDecoder.decode(Array(Self.bytes.prefix(length)), options: options)
            }
        }
    }

    @Test func randomByteFlipsNeverCrash() {
        // Without the checksum, so that the flips reach the structural checks.
        var options = DecodingOptions()
        options.verifiesChecksum = false
        var state: UInt64 = 42
        var checksumCaught = 0
        for _ in 0..<3_000 {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            var corrupt = Self.bytes
            let index = Int(state >> 33) % corrupt.count
            corrupt[index] ^= UInt8(truncatingIfNeeded: state >> 7) | 1
            _ = try? ArchiveDecoder.decode(corrupt, options: options)
            do {
                _ = try ArchiveDecoder.decode(corrupt)
            } catch .checksumMismatch {
                checksumCaught += 1
            } catch {
                // A flip in the header or checksum itself is caught earlier.
            }
        }
        #expect(checksumCaught > 2_500)
    }

    @Test(arguments: [
        ([UInt8](), ArchiveDecodingError.truncated(offset: 0)),
        (Array("WD".utf8), .truncated(offset: 2)),
        (Array("PK\u{3}\u{4}rest".utf8), .notAnArchive),
        (
            [0x57, 0x44, 0x4C, 0x41, 0x02, 0x03, 0, 0, 0, 0],
            .unsupportedVersion(major: 2, minor: 3)
        ),
        (
            [0x57, 0x44, 0x4C, 0x41, 0x00, 0x00, 0, 0, 0, 0],
            .unknownTag(0, what: "format version", offset: 4)
        ),
        ([0x57, 0x44, 0x4C, 0x41, 0x01, 0x00, 0, 0], .truncated(offset: 8)),
    ])
    func headerProblems(_ bytes: [UInt8], _ expected: ArchiveDecodingError) {
        #expect(throws: expected) { try ArchiveDecoder.decode(bytes) }
    }

    @Test func newerVersionSaysToUpdate() {
        let error = ArchiveDecodingError.unsupportedVersion(major: 2, minor: 0)
        #expect(
            error.description
                == "archive format 2.0 is newer than this wdl, which reads format 1.x; update wdl to read it"
        )
    }

    @Test func checksumMismatchIsReported() {
        var corrupt = Self.bytes
        corrupt[corrupt.count / 2] ^= 0xFF
        #expect { try ArchiveDecoder.decode(corrupt) } throws: { error in
            if case ArchiveDecodingError.checksumMismatch = error { return true }
            return false
        }
    }

    /// Re-seals bytes with a correct checksum, as a hostile writer would.
    static func sealed(_ body: [UInt8]) -> [UInt8] {
        var writer = ByteWriter()
        writer.write(bytes: body)
        writer.write(uint32: CRC32.checksum(body))
        return writer.bytes
    }

    /// Header, an empty string table... a widget with one family, one
    /// entry, and the tree bytes given.
    static func archive(tree: [UInt8]) -> [UInt8] {
        var body: [UInt8] = ArchiveFormat.magic + [1, 0]
        body += [1, 0]  // one string: ""
        body += [1, 0, 0, 0, 0, 2]  // widget, name/kind/display/description "", flags
        body += [1, 0x01]  // one surface: systemSmall
        body += [0]  // no platforms
        body += [0]  // no configuration
        body += [1, 1]  // atEnd, placeholder
        body += [1, 0]  // one entry, dated 0
        return sealed(body + tree)
    }

    @Test func deepNestingIsRefused() {
        // 10,000 VStacks, each with one child.
        var tree: [UInt8] = [1]
        for _ in 0..<10_000 { tree += [1, 0, 1] }
        tree += [8, 0, 0, 0]
        for _ in 0..<10_000 { tree += [0] }
        #expect(throws: ArchiveDecodingError.tooDeep(limit: 512)) {
            try ArchiveDecoder.decode(Self.archive(tree: tree))
        }
    }

    @Test func aSmallTreeDecodes() throws {
        let archive = try ArchiveDecoder.decode(Self.archive(tree: [1, 8, 0, 0, 0]))
        #expect(archive.entries[0].trees == [[ArchivedView(.emptyView)]])
    }

    @Test(arguments: [
        ([1, 99, 0, 0, 0] as [UInt8], "view"),
        ([1, 8, 0, 0, 1, 200, 0], "modifier"),
        ([1, 8, 1, 0, 0x7F, 0, 0], "value"),
    ])
    func unknownTagsAreNamed(_ tree: [UInt8], _ what: String) {
        #expect { try ArchiveDecoder.decode(Self.archive(tree: tree)) } throws: { error in
            if case ArchiveDecodingError.unknownTag(_, let found, _) = error {
                return found == what
            }
            return false
        }
    }

    @Test(arguments: [
        [1, 8, 1, 5, 0, 0, 0] as [UInt8],  // a string index past the table
        [1, 8, 0, 0, 0, 0],  // trailing bytes
        [0xFF, 0xFF, 0xFF, 0xFF, 0x0F],  // a count far larger than the bytes
        // A varint past 64 bits.
        [1, 8, 0, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0x7F],
        // A NaN number (found by the archive fuzzer: NaN is not equal to
        // itself, so such an archive could not round-trip).
        [1, 8, 1, 0, 4, 1, 0, 0, 0, 0, 0, 0, 0xF8, 0x7F, 0, 0],
    ])
    func malformedTreesAreErrors(_ tree: [UInt8]) {
        #expect(throws: ArchiveDecodingError.self) {
            try ArchiveDecoder.decode(Self.archive(tree: tree))
        }
    }
}
