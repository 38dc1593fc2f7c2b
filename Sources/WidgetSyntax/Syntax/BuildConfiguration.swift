/// The build a `#if` condition is decided for: what wdl checks, draws and
/// archives. The emitted Swift keeps every clause, so Xcode compiles each
/// for its own platform.
///
/// CHOICE (one place): wdl builds a file as an iOS widget extension in
/// release mode with Swift 6.2: `os(iOS)` holds and the other systems do
/// not, `canImport` holds for the frameworks an iOS widget extension can
/// import, `targetEnvironment(simulator)` and `DEBUG` do not hold (a
/// device build), `arch(arm64)` holds, and a custom flag does not.
public struct BuildConfiguration: Sendable {
    /// The `os(...)` that holds.
    public var operatingSystem = "iOS"
    /// The modules `canImport` finds.
    public var modules: Set<String> = [
        "SwiftUI", "WidgetKit", "ActivityKit", "AppIntents", "UIKit", "Foundation", "Charts",
        "CoreLocation", "MapKit", "WeatherKit", "HealthKit", "EventKit", "Intents",
        "CoreGraphics", "CoreText", "Combine", "OSLog", "os", "Swift",
    ]
    /// The Swift and compiler version `swift(>=...)` and `compiler(>=...)` compare to.
    public var swiftVersion = [6, 2]
    /// `arch(...)`.
    public var architecture = "arm64"
    /// The flags set with `-D`: none in a release build.
    public var flags: Set<String> = []

    /// The configuration wdl decides conditions for.
    public static let widgetExtension = BuildConfiguration()
}

/// A `#if` condition, evaluated from its tokens:
/// `condition = or ; or = and { '||' and } ; and = unary { '&&' unary } ;
/// unary = '!' unary | '(' or ')' | 'true' | 'false' | name [ '(' arguments ')' ] ;`
/// as Swift's compilation conditions are written.
public enum CompilationCondition {
    /// A token of the condition: its kind and text.
    package typealias Piece = (kind: TokenKind, text: String)

    /// Whether `pieces` hold in `configuration`; nil when they are not a
    /// condition (the parser reports it).
    package static func holds(_ pieces: [Piece], in configuration: BuildConfiguration) -> Bool? {
        var reader = Reader(pieces: pieces, configuration: configuration)
        guard let value = reader.or(depth: 0), reader.index == pieces.count else { return nil }
        return value
    }

    private struct Reader {
        let pieces: [Piece]
        let configuration: BuildConfiguration
        var index = 0

        var next: Piece? { index < pieces.count ? pieces[index] : nil }

        mutating func or(depth: Int) -> Bool? {
            guard depth < 32, var value = and(depth: depth) else { return nil }
            while next?.kind == .pipePipe {
                index += 1
                guard let right = and(depth: depth) else { return nil }
                value = value || right
            }
            return value
        }

        mutating func and(depth: Int) -> Bool? {
            guard var value = unary(depth: depth) else { return nil }
            while next?.kind == .ampersandAmpersand {
                index += 1
                guard let right = unary(depth: depth) else { return nil }
                value = value && right
            }
            return value
        }

        mutating func unary(depth: Int) -> Bool? {
            guard let piece = next, depth < 32 else { return nil }
            index += 1
            switch piece.kind {
            case .bang: return unary(depth: depth + 1).map { !$0 }
            case .leftParen:
                let value = or(depth: depth + 1)
                guard next?.kind == .rightParen else { return nil }
                index += 1
                return value
            case .keywordTrue: return true
            case .keywordFalse: return false
            case .identifier:
                guard next?.kind == .leftParen else {
                    return configuration.flags.contains(piece.text)
                }
                index += 1
                return test(piece.text)
            default: return nil
            }
        }

        /// `os(iOS)`, `canImport(UIKit)`, `swift(>=5.9)`: the arguments up
        /// to the closing parenthesis, read by the test's name.
        mutating func test(_ name: String) -> Bool? {
            var arguments: [Piece] = []
            while let piece = next, piece.kind != .rightParen, arguments.count < 16 {
                arguments.append(piece)
                index += 1
            }
            guard next?.kind == .rightParen, let first = arguments.first else { return nil }
            index += 1
            switch name {
            case "os": return first.text == configuration.operatingSystem
            case "canImport":
                // `canImport(A.B, _version: 2)`: the module's first name.
                return configuration.modules.contains(first.text)
            case "arch": return first.text == configuration.architecture
            case "targetEnvironment": return first.text == "device"
            case "hasFeature", "hasAttribute": return false
            case "swift", "compiler": return version(arguments)
            default: return nil
            }
        }

        /// `>=5.9` or `<6`: the configuration's version against it.
        func version(_ arguments: [Piece]) -> Bool? {
            guard arguments.count >= 2, [.greaterEqual, .less].contains(arguments[0].kind)
            else { return nil }
            let written = arguments.dropFirst().map(\.text).joined()
            let parts = written.split(separator: ".").map { Int($0) }
            guard !parts.isEmpty, !parts.contains(nil) else { return nil }
            let wanted = parts.map { $0! }
            let have = configuration.swiftVersion
            let atLeast = !have.lexicographicallyPrecedes(
                wanted + Array(repeating: 0, count: max(0, have.count - wanted.count)))
            return arguments[0].kind == .greaterEqual ? atLeast : !atLeast
        }
    }
}
