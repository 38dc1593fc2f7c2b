// A stub of WidgetKit (https://developer.apple.com/documentation/widgetkit/):
// widgets, timelines, families, rendering modes, Live Activity
// configurations and the widget modifiers of SwiftUI views.
@_exported import SwiftUI
import AppIntents
import ActivityKit

public protocol Widget {
    associatedtype Body: WidgetConfiguration
    init()
    var body: Body { get }
}
public protocol WidgetConfiguration {}
public struct _WidgetConfiguration: WidgetConfiguration {}

public protocol TimelineEntry {
    var date: Date { get }
}
public struct TimelineProviderContext: Sendable {
    public var family: WidgetFamily { .systemSmall }
    public var isPreview: Bool { false }
}
public struct TimelineReloadPolicy: Sendable {
    public static let atEnd = TimelineReloadPolicy(), never = TimelineReloadPolicy()
    public static func after(_ date: Date) -> TimelineReloadPolicy { TimelineReloadPolicy() }
}
public struct Timeline<EntryType: TimelineEntry> {
    public init(entries: [EntryType], policy: TimelineReloadPolicy) {}
}
public protocol TimelineProvider {
    associatedtype Entry: TimelineEntry
    typealias Context = TimelineProviderContext
    func placeholder(in context: Context) -> Entry
    func getSnapshot(in context: Context, completion: @escaping (Entry) -> Void)
    func getTimeline(in context: Context, completion: @escaping (Timeline<Entry>) -> Void)
}
@available(iOS 17.0, macOS 14.0, watchOS 10.0, *)
public protocol AppIntentTimelineProvider {
    associatedtype Entry: TimelineEntry
    associatedtype Intent: WidgetConfigurationIntent
    typealias Context = TimelineProviderContext
    func placeholder(in context: Context) -> Entry
    func snapshot(for configuration: Intent, in context: Context) async -> Entry
    func timeline(for configuration: Intent, in context: Context) async -> Timeline<Entry>
}

public struct StaticConfiguration<Content: View>: WidgetConfiguration {
    public init<Provider: TimelineProvider>(kind: String, provider: Provider, @ViewBuilder content: @escaping (Provider.Entry) -> Content) {}
}
@available(iOS 17.0, macOS 14.0, watchOS 10.0, *)
public struct AppIntentConfiguration<Intent: WidgetConfigurationIntent, Content: View>: WidgetConfiguration {
    public init<Provider: AppIntentTimelineProvider>(kind: String, intent: Intent.Type = Intent.self, provider: Provider,
                                                     @ViewBuilder content: @escaping (Provider.Entry) -> Content) where Intent == Provider.Intent {}
}

extension WidgetConfiguration {
    public func configurationDisplayName(_ displayNameKey: LocalizedStringKey) -> some WidgetConfiguration { _WidgetConfiguration() }
    public func description(_ descriptionKey: LocalizedStringKey) -> some WidgetConfiguration { _WidgetConfiguration() }
    public func supportedFamilies(_ families: [WidgetFamily]) -> some WidgetConfiguration { _WidgetConfiguration() }
    @available(iOS 17.0, macOS 14.0, watchOS 10.0, *)
    public func contentMarginsDisabled() -> some WidgetConfiguration { _WidgetConfiguration() }
    @available(iOS 17.0, macOS 14.0, watchOS 10.0, *)
    public func containerBackgroundRemovable(_ isRemovable: Bool = true) -> some WidgetConfiguration { _WidgetConfiguration() }
}

public enum WidgetFamily: Hashable, Sendable {
    case systemSmall, systemMedium, systemLarge, systemExtraLarge
    case accessoryCorner, accessoryCircular, accessoryRectangular, accessoryInline
}
public struct WidgetRenderingMode: Equatable, Sendable {
    public static let fullColor = WidgetRenderingMode(), accented = WidgetRenderingMode(), vibrant = WidgetRenderingMode()
}
public struct WidgetAccentedRenderingMode: Sendable {
    public static let accented = WidgetAccentedRenderingMode(), desaturated = WidgetAccentedRenderingMode()
    public static let accentedDesaturated = WidgetAccentedRenderingMode(), fullColor = WidgetAccentedRenderingMode()
}
extension EnvironmentValues {
    public var widgetFamily: WidgetFamily { .systemSmall }
    public var widgetRenderingMode: WidgetRenderingMode { .fullColor }
    public var showsWidgetContainerBackground: Bool { true }
    public var showsWidgetLabel: Bool { false }
}

public struct ContainerBackgroundPlacement: Sendable { public static let widget = ContainerBackgroundPlacement() }
public struct AccessoryWidgetBackground: _PrimitiveView { public init() {} }
public struct WidgetPreviewContext: Sendable { public init(family: WidgetFamily) {} }

extension View {
    @available(iOS 17.0, macOS 14.0, watchOS 10.0, *)
    public func containerBackground<V: View>(for container: ContainerBackgroundPlacement, alignment: Alignment = .center, @ViewBuilder content: () -> V) -> some View { self }
    @available(iOS 17.0, macOS 14.0, watchOS 10.0, *)
    public func containerBackground<S: ShapeStyle>(_ style: S, for container: ContainerBackgroundPlacement) -> some View { self }
    public func widgetURL(_ url: URL?) -> some View { self }
    public func widgetAccentable(_ accentable: Bool = true) -> some View { self }
    @available(iOS 16.0, macOS 13.0, watchOS 9.0, *)
    public func widgetLabel<S: StringProtocol>(_ label: S) -> some View { self }
    @available(iOS 16.0, macOS 13.0, watchOS 9.0, *)
    public func widgetLabel(_ label: LocalizedStringKey) -> some View { self }
    @available(iOS 16.0, macOS 13.0, watchOS 9.0, *)
    public func widgetLabel<Label: View>(@ViewBuilder label: () -> Label) -> some View { self }
    public func previewContext(_ context: WidgetPreviewContext) -> some View { self }
    @available(iOS 16.1, *)
    public func activityBackgroundTint(_ color: Color?) -> some View { self }
    @available(iOS 16.1, *)
    public func activitySystemActionForegroundColor(_ color: Color?) -> some View { self }
}
extension Image {
    @available(iOS 18.0, macOS 15.0, watchOS 11.0, *)
    public func widgetAccentedRenderingMode(_ renderingMode: WidgetAccentedRenderingMode?) -> some View { self }
}

// Interactive widgets (iOS 17): buttons and toggles that run App Intents.
extension Button {
    @available(iOS 17.0, macOS 14.0, watchOS 10.0, *)
    public init<I: AppIntent>(intent: I, @ViewBuilder label: () -> Label) { fatalError() }
}
extension Button where Label == Text {
    @available(iOS 17.0, macOS 14.0, watchOS 10.0, *)
    public init<I: AppIntent>(_ titleKey: LocalizedStringKey, intent: I) { fatalError() }
}
extension Toggle {
    @available(iOS 17.0, macOS 14.0, watchOS 10.0, *)
    public init<I: AppIntent>(isOn: Bool, intent: I, @ViewBuilder label: () -> Label) { fatalError() }
}
extension Toggle where Label == Text {
    @available(iOS 17.0, macOS 14.0, watchOS 10.0, *)
    public init<I: AppIntent>(_ titleKey: LocalizedStringKey, isOn: Bool, intent: I) { fatalError() }
}

// Live Activities (activityconfiguration, dynamicisland).
public struct ActivityViewContext<Attributes: ActivityAttributes> {
    public var attributes: Attributes { fatalError() }
    public var state: Attributes.ContentState { fatalError() }
    public var isStale: Bool { false }
}
@available(iOS 16.1, *)
public struct ActivityConfiguration<Attributes: ActivityAttributes>: WidgetConfiguration {
    public init<Content: View>(for attributesType: Attributes.Type, @ViewBuilder content: @escaping (ActivityViewContext<Attributes>) -> Content,
                               dynamicIsland: @escaping (ActivityViewContext<Attributes>) -> DynamicIsland) {}
}
public struct DynamicIslandExpandedRegionPosition: Sendable {
    public static let leading = DynamicIslandExpandedRegionPosition(), trailing = DynamicIslandExpandedRegionPosition()
    public static let center = DynamicIslandExpandedRegionPosition(), bottom = DynamicIslandExpandedRegionPosition()
}
public protocol DynamicIslandExpandedContent {}
public struct DynamicIslandExpandedRegion<Content: View>: DynamicIslandExpandedContent {
    public init(_ position: DynamicIslandExpandedRegionPosition, priority: Double = 0, @ViewBuilder content: () -> Content) {}
}
public struct _DynamicIslandExpandedContent: DynamicIslandExpandedContent {}
@resultBuilder public struct DynamicIslandExpandedContentBuilder {
    public static func buildBlock() -> _DynamicIslandExpandedContent { _DynamicIslandExpandedContent() }
    public static func buildBlock<each Content: DynamicIslandExpandedContent>(_ content: repeat each Content) -> _DynamicIslandExpandedContent { _DynamicIslandExpandedContent() }
}
public struct DynamicIsland {
    public init<Expanded: DynamicIslandExpandedContent, CompactLeading: View, CompactTrailing: View, Minimal: View>(
        @DynamicIslandExpandedContentBuilder expanded: () -> Expanded,
        @ViewBuilder compactLeading: () -> CompactLeading,
        @ViewBuilder compactTrailing: () -> CompactTrailing,
        @ViewBuilder minimal: () -> Minimal) {}
    public func keylineTint(_ color: Color?) -> DynamicIsland { self }
}
