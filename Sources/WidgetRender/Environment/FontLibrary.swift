import FontTables
import Foundation

/// The font files beside a source, which `Font.custom(_:size:)` names:
/// the `.ttf`, `.otf` and `.ttc` files in the source's folder and in a
/// `Fonts` folder beside it (the files an app bundles and lists under
/// `UIAppFonts`).
///
/// A name is matched as iOS matches it (CHOICE, from `UIFont(name:size:)`,
/// which `Font.custom` uses): the PostScript name, then the full name,
/// then the family name, for which the family's face nearest the weight
/// and slant asked for is taken.
public struct FontLibrary: Hashable, Sendable {
    /// The faces read, in file order.
    public private(set) var faces: [CustomFace] = []
    /// Files that could not be read, with why.
    public private(set) var problems: [Problem] = []

    /// A font file that could not be read.
    public struct Problem: Hashable, Sendable {
        /// The file.
        public var path: String
        /// Why not.
        public var reason: String
    }

    /// No fonts.
    public init() {}

    /// The largest font file read, in bytes.
    static let maximumFileSize = 64 << 20
    /// The most font files read from one folder.
    static let maximumFiles = 256
    static let extensions: Set<String> = ["ttf", "otf", "ttc"]

    /// The fonts in `folders`, in order (missing folders are skipped).
    public static func load(_ folders: [String]) -> FontLibrary {
        var library = FontLibrary()
        for folder in folders {
            let names = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
            let fonts = names.filter {
                extensions.contains(($0 as NSString).pathExtension.lowercased())
            }
            for name in fonts.sorted().prefix(maximumFiles) {
                library.read((folder as NSString).appendingPathComponent(name))
            }
        }
        return library
    }

    /// A library of `faces`, as tests build one.
    public init(faces: [CustomFace]) { self.faces = faces }

    private mutating func read(_ path: String) {
        let size = (try? FileManager.default.attributesOfItem(atPath: path)[.size] as? Int) ?? 0
        guard size <= Self.maximumFileSize, let data = FileManager.default.contents(atPath: path)
        else {
            problems.append(Problem(path: path, reason: "larger than 64 MB or unreadable"))
            return
        }
        do throws(FontFileError) {
            for face in try OpenTypeFace.faces(in: [UInt8](data)) {
                faces.append(try CustomFace(face, path: path))
            }
        } catch {
            problems.append(Problem(path: path, reason: error.description))
        }
    }

    /// The face `name` names; nil when no face has the name. A weight
    /// (100...900) or slant asked for picks the nearest face of the named
    /// face's family; a family name without them picks its regular face.
    public func face(named name: String, weight: Int? = nil, italic: Bool = false) -> CustomFace? {
        let named =
            faces.first { $0.names.postScript == name } ?? faces.first { $0.names.full == name }
        if let named, weight == nil, named.isItalic == italic { return named }
        let family = named?.names.family ?? name
        return faces.filter { $0.names.family == family }.min { left, right in
            distance(left, weight ?? 400, italic) < distance(right, weight ?? 400, italic)
        }
    }

    private func distance(_ face: CustomFace, _ weight: Int, _ italic: Bool) -> Int {
        abs(face.weightClass - weight) + (face.isItalic == italic ? 0 : 1000)
    }
}
