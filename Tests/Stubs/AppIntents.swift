// A stub of AppIntents (https://developer.apple.com/documentation/appintents/)
// for type-checking emitted code: AppIntent, @Parameter, IntentResult and
// WidgetConfigurationIntent. Foundation on Linux lacks LocalizedStringResource,
// so it is declared here.
@_exported import Foundation

public struct LocalizedStringResource: ExpressibleByStringInterpolation, Sendable {
    public init(stringLiteral value: String) {}
    public init(stringInterpolation: DefaultStringInterpolation) {}
}

public protocol IntentResult {}
public struct _IntentResult: IntentResult {}
extension IntentResult where Self == _IntentResult {
    public static func result() -> _IntentResult { _IntentResult() }
}

public protocol AppIntent: Sendable {
    static var title: LocalizedStringResource { get }
    init()
    associatedtype PerformResult: IntentResult
    func perform() async throws -> PerformResult
}

/// `WidgetConfigurationIntent` (iOS 17): the parameters of a configurable widget.
public protocol WidgetConfigurationIntent: AppIntent {}
extension WidgetConfigurationIntent {
    /// A configuration intent only carries parameters: WidgetKit performs it.
    public func perform() async throws -> _IntentResult { .result() }
}

@propertyWrapper public struct Parameter<Value>: @unchecked Sendable {
    public init(title: LocalizedStringResource) {}
    public init(title: LocalizedStringResource, default: Value) {}
    public var wrappedValue: Value {
        get { fatalError() }
        nonmutating set {}
    }
}
