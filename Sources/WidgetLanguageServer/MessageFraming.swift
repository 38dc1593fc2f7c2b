import Foundation

/// The base protocol's framing: `Content-Length: N\r\n\r\n` and N bytes of
/// JSON. Bytes arrive in any pieces; `next()` hands out whole bodies.
public struct MessageReader {
    /// Why the stream cannot be read further (the framing is lost).
    public struct Failure: Error, Equatable {
        /// What was wrong.
        public let reason: String
    }

    /// The largest header block and body accepted: bounds memory against
    /// a broken or hostile client.
    public static let maximumHeader = 8_192
    public static let maximumBody = 64 << 20

    private var buffer: [UInt8] = []
    private var start = 0

    /// An empty reader.
    public init() {}

    /// Adds bytes read from the stream.
    public mutating func append(_ bytes: some Sequence<UInt8>) {
        if start > 0, start * 2 > buffer.count {
            buffer.removeFirst(start)
            start = 0
        }
        buffer.append(contentsOf: bytes)
    }

    /// The next whole message body, or nil until more bytes arrive.
    public mutating func next() throws(Failure) -> [UInt8]? {
        guard let headerEnd = find([13, 10, 13, 10], from: start) else {
            guard buffer.count - start <= Self.maximumHeader else {
                throw Failure(reason: "a header block longer than \(Self.maximumHeader) bytes")
            }
            return nil
        }
        let length = try contentLength(String(decoding: buffer[start..<headerEnd], as: UTF8.self))
        let bodyStart = headerEnd + 4
        guard buffer.count - bodyStart >= length else { return nil }
        start = bodyStart + length
        return Array(buffer[bodyStart..<start])
    }

    private func contentLength(_ header: String) throws(Failure) -> Int {
        for line in header.split(separator: "\r\n") {
            let parts = line.split(separator: ":", maxSplits: 1)
            guard parts.count == 2, parts[0].lowercased() == "content-length" else { continue }
            guard let length = Int(parts[1].trimmingCharacters(in: .whitespaces)), length >= 0,
                length <= Self.maximumBody
            else {
                throw Failure(reason: "a bad Content-Length '\(parts[1])'")
            }
            return length
        }
        throw Failure(reason: "a message without Content-Length")
    }

    private func find(_ pattern: [UInt8], from: Int) -> Int? {
        guard buffer.count >= pattern.count else { return nil }
        var index = from
        while index + pattern.count <= buffer.count {
            if buffer[index] == pattern[0],
                buffer[index..<index + pattern.count].elementsEqual(pattern)
            {
                return index
            }
            index += 1
        }
        return nil
    }

    /// A message framed for the stream.
    public static func frame(_ message: JSONValue) -> [UInt8] {
        let body = Array(message.text.utf8)
        return Array("Content-Length: \(body.count)\r\n\r\n".utf8) + body
    }
}
