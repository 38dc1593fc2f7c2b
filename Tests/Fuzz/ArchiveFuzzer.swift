import WidgetArchive

// libFuzzer harness for the archive decoder. Not part of the SwiftPM
// package: `Tests/Fuzz/run.sh SECONDS archive` compiles it with the
// archive's sources.
//
// For any bytes: decoding must not crash, with or without the checksum;
// whatever decodes must encode to bytes that decode to the same archive.

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    _ = try? ArchiveDecoder.decode(bytes)
    var options = DecodingOptions()
    options.verifiesChecksum = false
    if let archive = try? ArchiveDecoder.decode(bytes, options: options) {
        _ = ArchiveDumper.dump(archive)
        let again = try? ArchiveDecoder.decode(ArchiveEncoder.encode(archive))
        precondition(again == archive, "a decoded archive does not survive re-encoding")
    }
    return 0
}
