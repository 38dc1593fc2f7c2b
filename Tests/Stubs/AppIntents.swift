// swift-format-ignore-file
// (Each declaration stays on the line after its citation, as
// StubCitationTests read them; wrapping would part them.)
// A stub of AppIntents (https://developer.apple.com/documentation/appintents/)
// for type-checking emitted code: AppIntent, @Parameter, IntentResult and
// WidgetConfigurationIntent. Foundation on Linux lacks LocalizedStringResource,
// so it is declared here. Each public declaration cites its documentation
// page (StubCitationTests enforce it).
@_exported import Foundation

/// https://developer.apple.com/documentation/foundation/localizedstringresource
public struct LocalizedStringResource: ExpressibleByStringInterpolation, Sendable {
    /// https://developer.apple.com/documentation/foundation/localizedstringresource/init(stringliteral:)
    public init(stringLiteral value: String) {}
    /// https://developer.apple.com/documentation/foundation/localizedstringresource/init(stringinterpolation:)
    public init(stringInterpolation: DefaultStringInterpolation) {}
}

/// https://developer.apple.com/documentation/appintents/intentresult
public protocol IntentResult {}
/// Stub helper, not Apple API: stands for AppIntents' IntentResultContainer, the concrete result `.result()` returns.
public struct _IntentResult: IntentResult {}
extension IntentResult where Self == _IntentResult {
    /// https://developer.apple.com/documentation/appintents/intentresult/result()
    public static func result() -> _IntentResult { _IntentResult() }
}

/// https://developer.apple.com/documentation/appintents/appintent
public protocol AppIntent: Sendable {
    /// https://developer.apple.com/documentation/appintents/appintent/title
    static var title: LocalizedStringResource { get }
    /// https://developer.apple.com/documentation/appintents/appintent/init()
    init()
    /// https://developer.apple.com/documentation/appintents/appintent/performresult
    associatedtype PerformResult: IntentResult
    /// https://developer.apple.com/documentation/appintents/appintent/perform()
    func perform() async throws -> PerformResult
}

/// `WidgetConfigurationIntent` (iOS 17): the parameters of a configurable widget.
/// https://developer.apple.com/documentation/appintents/widgetconfigurationintent
public protocol WidgetConfigurationIntent: AppIntent {}
extension WidgetConfigurationIntent {
    /// A configuration intent only carries parameters: WidgetKit performs it.
    /// https://developer.apple.com/documentation/appintents/appintent/perform()
    public func perform() async throws -> _IntentResult { .result() }
}

/// https://developer.apple.com/documentation/appintents/intentparameter
@propertyWrapper public struct Parameter<Value>: @unchecked Sendable {
    /// https://developer.apple.com/documentation/appintents/intentparameter/init(title:description:default:requestvaluedialog:inputconnectionbehavior:)
    public init(title: LocalizedStringResource) {}
    /// https://developer.apple.com/documentation/appintents/intentparameter/init(title:description:default:requestvaluedialog:inputconnectionbehavior:)
    public init(title: LocalizedStringResource, default: Value) {}
    /// https://developer.apple.com/documentation/appintents/intentparameter/wrappedvalue
    public var wrappedValue: Value {
        get { fatalError() }
        nonmutating set {}
    }
}

/// https://developer.apple.com/documentation/appintents/setvalueintent
public protocol SetValueIntent: AppIntent {
    /// https://developer.apple.com/documentation/appintents/setvalueintent/valuetype
    associatedtype ValueType
    /// https://developer.apple.com/documentation/appintents/setvalueintent/value
    var value: ValueType { get set }
}

/// https://developer.apple.com/documentation/appintents/controlconfigurationintent
public protocol ControlConfigurationIntent: AppIntent {}
extension ControlConfigurationIntent {
    /// A configuration intent only carries parameters: WidgetKit performs it.
    /// https://developer.apple.com/documentation/appintents/appintent/perform()
    public func perform() async throws -> _IntentResult { .result() }
}
