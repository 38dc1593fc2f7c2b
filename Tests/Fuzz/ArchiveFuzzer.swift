import Foundation
import WidgetArchive
import WidgetRender

// libFuzzer harness for the archive decoder and the renderer. Not part of
// the SwiftPM package: `Tests/Fuzz/run.sh SECONDS archive` compiles it
// with the archive's and the renderer's sources.
//
// For any bytes: decoding must not crash, with or without the checksum;
// whatever decodes must encode to bytes that decode to the same archive,
// and must render (text, SVG, ASCII) in every surface without crashing.

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
        for surface in archive.metadata.surfaces {
            for mode in RenderingMode.allCases {
                let environment = DisplayEnvironment(
                    surface: surface, mode: mode,
                    now: archive.entries.first?.date ?? Date(timeIntervalSince1970: 0),
                    locked: mode == .vibrant)
                guard
                    let layout = try? WidgetLayout.make(archive, entry: 0, environment: environment)
                else { continue }
                _ = TextRenderer.render(layout)
                _ = SVGRenderer.render(layout)
                _ = ASCIIRenderer.render(layout)
            }
        }
    }
    return 0
}
