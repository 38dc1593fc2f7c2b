// swift-format-ignore-file
// (Each declaration stays on the line after its citation, as
// StubCitationTests read them; wrapping would part them.)
// A stub of ActivityKit (https://developer.apple.com/documentation/activitykit/activityattributes).
// Each public declaration cites its documentation page (StubCitationTests enforce it).
@_exported import Foundation

/// https://developer.apple.com/documentation/activitykit/activityattributes
public protocol ActivityAttributes: Decodable, Encodable {
    /// https://developer.apple.com/documentation/activitykit/activityattributes/contentstate
    associatedtype ContentState: Decodable, Encodable, Hashable
}
