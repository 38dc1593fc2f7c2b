import Foundation
import WidgetArchive

/// An Xcode asset catalog beside the source (`Assets.xcassets`), read as
/// Xcode writes it: each `NAME.colorset/Contents.json` gives a colour for
/// the light appearance and, when it has one, for the dark
/// (`"appearance": "luminosity", "value": "dark"`); each
/// `NAME.imageset/Contents.json` names its image files by scale. Folders
/// inside the catalog group assets, as in Xcode, and do not change their
/// names.
///
/// CHOICEs: a component written as an integer without a point (`"51"`) is
/// 8-bit (0...255), as Xcode's 8-bit input writes it, and `"0x33"` is hex;
/// a colour given by reference to a system colour, or in a space wdl does
/// not read, is left out (the renderer draws the label colour); an image
/// set's largest scale is used.
public struct AssetCatalog: Hashable, Sendable {
    /// A colour set's colours.
    public struct ColorSet: Hashable, Sendable {
        /// For the light (and any) appearance.
        public var light: RGBA
        /// For the dark appearance, when the set has one.
        public var dark: RGBA?
    }

    /// An image set's chosen file.
    public struct ImageSet: Hashable, Sendable {
        /// Its path.
        public var path: String
        /// Its scale (1, 2 or 3): pixels per point.
        public var scale: Double
    }

    /// Colour sets by name.
    public var colors: [String: ColorSet] = [:]
    /// Image sets by name.
    public var images: [String: ImageSet] = [:]

    /// A catalog with nothing in it.
    public init() {}

    /// The colour named `name` in `scheme`, if the catalog has it.
    public func color(named name: String, _ scheme: ColorScheme) -> RGBA? {
        guard let set = colors[name] else { return nil }
        return scheme == .dark ? set.dark ?? set.light : set.light
    }

    /// How deep folders may nest in a catalog that is read.
    static let maximumDepth = 8
    /// The most entries of one folder that are read.
    static let maximumEntries = 4096

    /// The catalog at `directory`; empty when there is none.
    public static func load(_ directory: String) -> AssetCatalog {
        var catalog = AssetCatalog()
        catalog.read(directory, depth: 0)
        return catalog
    }

    private mutating func read(_ directory: String, depth: Int) {
        guard depth < Self.maximumDepth,
            let entries = try? FileManager.default.contentsOfDirectory(atPath: directory)
        else { return }
        for entry in entries.sorted().prefix(Self.maximumEntries) where !entry.hasPrefix(".") {
            let path = (directory as NSString).appendingPathComponent(entry)
            let name = (entry as NSString).deletingPathExtension
            switch (entry as NSString).pathExtension {
            case "colorset":
                if colors[name] == nil, let set = Self.colorSet(contentsAt: path) {
                    colors[name] = set
                }
            case "imageset":
                if images[name] == nil, let set = Self.imageSet(at: path) { images[name] = set }
            case "":
                read(path, depth: depth + 1)
            default:
                break
            }
        }
    }

    /// The colours of a colour set folder's `Contents.json`.
    static func colorSet(contentsAt folder: String) -> ColorSet? {
        let file = (folder as NSString).appendingPathComponent("Contents.json")
        guard let data = FileManager.default.contents(atPath: file) else { return nil }
        return colorSet(json: data)
    }

    /// The colours of a colour set's `Contents.json` text.
    static func colorSet(json data: Data) -> ColorSet? {
        guard let root = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
            let entries = root["colors"] as? [[String: Any]]
        else { return nil }
        var light: RGBA?
        var dark: RGBA?
        for entry in entries {
            guard let color = entry["color"] as? [String: Any], let value = rgba(color),
                ["universal", "iphone", nil].contains(entry["idiom"] as? String)
            else { continue }
            let appearances = entry["appearances"] as? [[String: Any]] ?? []
            // High-contrast variants are for Increase Contrast, which wdl does not draw.
            if appearances.contains(where: { $0["appearance"] as? String == "contrast" }) {
                continue
            }
            let luminosity = appearances.first { $0["appearance"] as? String == "luminosity" }
            switch luminosity?["value"] as? String {
            case nil, "light": light = light ?? value
            case "dark": dark = dark ?? value
            default: break
            }
        }
        return light.map { ColorSet(light: $0, dark: dark) }
    }

    /// One colour of a set: `srgb`, `display-p3` and `extended-srgb`
    /// components (the last two drawn as sRGB), or `gray-gamma-22`'s white.
    static func rgba(_ color: [String: Any]) -> RGBA? {
        guard let components = color["components"] as? [String: Any] else { return nil }
        let alpha = components["alpha"].flatMap(component) ?? 1
        if let white = components["white"].flatMap(component) {
            return RGBA(white, white, white, alpha)
        }
        guard let red = components["red"].flatMap(component),
            let green = components["green"].flatMap(component),
            let blue = components["blue"].flatMap(component)
        else { return nil }
        return RGBA(red, green, blue, alpha)
    }

    /// A component as Xcode writes it: `"0.200"`, `"51"` (8-bit) or `"0x33"`.
    static func component(_ value: Any) -> Double? {
        if let number = value as? Double { return min(max(number, 0), 1) }
        guard let text = (value as? String)?.trimmingCharacters(in: .whitespaces) else {
            return nil
        }
        if text.lowercased().hasPrefix("0x") {
            return UInt8(text.dropFirst(2), radix: 16).map { Double($0) / 255 }
        }
        if text.contains(".") { return Double(text).map { min(max($0, 0), 1) } }
        return Int(text).map { Double(min(max($0, 0), 255)) / 255 }
    }

    /// An image set's file of the largest scale.
    static func imageSet(at folder: String) -> ImageSet? {
        let file = (folder as NSString).appendingPathComponent("Contents.json")
        guard let data = FileManager.default.contents(atPath: file),
            let root = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
            let entries = root["images"] as? [[String: Any]]
        else { return nil }
        var best: ImageSet?
        for entry in entries {
            guard let name = entry["filename"] as? String, !name.contains("/") else { continue }
            let scale = (entry["scale"] as? String).flatMap { Double($0.dropLast()) } ?? 1
            if best == nil || scale > best!.scale {
                best = ImageSet(
                    path: (folder as NSString).appendingPathComponent(name), scale: scale)
            }
        }
        return best
    }
}

/// A source's assets: image files in `Assets/` beside it (`NAME.png`),
/// and the asset catalog `Assets.xcassets` beside it.
public struct SourceAssets: Hashable, Sendable {
    /// The `Assets/` folder, when it exists.
    public var images: String?
    /// The catalog (empty when there is none).
    public var catalog: AssetCatalog
    /// The font files beside the source (`Font.custom`).
    public var fonts: FontLibrary

    /// No assets.
    public static let none = SourceAssets(images: nil, catalog: AssetCatalog())

    /// Assets from `images`, `catalog` and `fonts`.
    public init(images: String?, catalog: AssetCatalog, fonts: FontLibrary = FontLibrary()) {
        self.images = images
        self.catalog = catalog
        self.fonts = fonts
    }

    /// The assets beside the source at `sourcePath`.
    public static func beside(_ sourcePath: String) -> SourceAssets {
        let folder = sibling("Assets", of: sourcePath)
        return SourceAssets(
            images: FileManager.default.fileExists(atPath: folder) ? folder : nil,
            catalog: AssetCatalog.load(sibling("Assets.xcassets", of: sourcePath)),
            fonts: FontLibrary.load([
                URL(fileURLWithPath: sourcePath).deletingLastPathComponent().path,
                sibling("Fonts", of: sourcePath),
            ]))
    }

    private static func sibling(_ name: String, of path: String) -> String {
        URL(fileURLWithPath: path).deletingLastPathComponent().appendingPathComponent(name).path
    }
}
