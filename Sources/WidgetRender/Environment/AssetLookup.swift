import Foundation

/// Asset images from an `Assets/` folder beside the source: `NAME.png`,
/// `NAME.jpg` or `NAME.jpeg`, embedded in SVG as a data URL.
///
/// CHOICE: an asset's size in points is its pixel size divided by 3 (an
/// @3x image, as on current iPhones); an image that is not there is drawn
/// as a labelled placeholder 60 pt square.
enum AssetLookup {
    static let placeholderSize = Size(60, 60)
    /// The largest asset embedded.
    static let maximumBytes = 8 << 20

    struct Asset {
        let size: Size
        let dataURL: String
    }

    static func image(named name: String, in directory: String?) -> Asset? {
        guard let directory, !name.isEmpty, !name.contains("/"), !name.hasPrefix(".") else {
            return nil
        }
        for suffix in ["png", "jpg", "jpeg"] {
            let path = (directory as NSString).appendingPathComponent("\(name).\(suffix)")
            if let asset = image(atPath: path, scale: 3) { return asset }
        }
        return nil
    }

    /// The file an asset catalog's image set chose, at its own scale.
    static func image(in set: AssetCatalog.ImageSet) -> Asset? {
        image(atPath: set.path, scale: max(1, set.scale))
    }

    /// A PNG or JPEG file as an asset of `scale` pixels per point.
    private static func image(atPath path: String, scale: Double) -> Asset? {
        let suffix = (path as NSString).pathExtension.lowercased()
        guard let type = ["png": "image/png", "jpg": "image/jpeg", "jpeg": "image/jpeg"][suffix],
            let attributes = try? FileManager.default.attributesOfItem(atPath: path),
            let size = (attributes[.size] as? NSNumber)?.intValue, size <= maximumBytes,
            let data = FileManager.default.contents(atPath: path)
        else { return nil }
        let bytes = [UInt8](data)
        guard let pixels = type == "image/png" ? pngSize(bytes) : jpegSize(bytes) else {
            return nil
        }
        return Asset(
            size: Size(pixels.width / scale, pixels.height / scale),
            dataURL: "data:\(type);base64,\(data.base64EncodedString())")
    }

    /// Width and height from a PNG's IHDR chunk.
    static func pngSize(_ bytes: [UInt8]) -> Size? {
        guard bytes.count >= 24,
            bytes[0..<8].elementsEqual([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
        else { return nil }
        func u32(_ at: Int) -> Double {
            Double(
                UInt32(bytes[at]) << 24 | UInt32(bytes[at + 1]) << 16 | UInt32(bytes[at + 2]) << 8
                    | UInt32(bytes[at + 3]))
        }
        let size = Size(u32(16), u32(20))
        return size.width > 0 && size.height > 0 ? size : nil
    }

    /// Width and height from a JPEG's first start-of-frame marker.
    static func jpegSize(_ bytes: [UInt8]) -> Size? {
        guard bytes.count > 4, bytes[0] == 0xFF, bytes[1] == 0xD8 else { return nil }
        var index = 2
        while index + 9 < bytes.count {
            guard bytes[index] == 0xFF else { return nil }
            let marker = bytes[index + 1]
            let length = Int(bytes[index + 2]) << 8 | Int(bytes[index + 3])
            if (0xC0...0xCF).contains(marker), ![0xC4, 0xC8, 0xCC].contains(marker) {
                let height = Double(Int(bytes[index + 5]) << 8 | Int(bytes[index + 6]))
                let width = Double(Int(bytes[index + 7]) << 8 | Int(bytes[index + 8]))
                return width > 0 && height > 0 ? Size(width, height) : nil
            }
            guard length >= 2 else { return nil }
            index += 2 + length
        }
        return nil
    }
}
