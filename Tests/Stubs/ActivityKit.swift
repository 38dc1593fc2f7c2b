// A stub of ActivityKit (https://developer.apple.com/documentation/activitykit/activityattributes).
@_exported import Foundation

public protocol ActivityAttributes: Decodable, Encodable {
    associatedtype ContentState: Decodable, Encodable, Hashable
}
