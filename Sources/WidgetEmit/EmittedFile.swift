/// One Swift file `wdl emit swift` writes.
public struct EmittedFile: Hashable, Sendable {
    /// The file name: `EmojiRanger.swift`.
    public var name: String
    /// The Swift source.
    public var contents: String

    /// Creates a file.
    public init(name: String, contents: String) {
        self.name = name
        self.contents = contents
    }
}
