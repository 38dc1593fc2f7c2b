// swift-format-ignore-file
// (Each declaration stays on the line after its citation, as
// StubCitationTests read them; wrapping would part them.)
// A stub of WidgetKit (https://developer.apple.com/documentation/widgetkit/):
// widgets, timelines, families, rendering modes, Live Activity
// configurations and the widget modifiers of SwiftUI views. Each public
// declaration cites its documentation page (StubCitationTests enforce it).
@_exported import SwiftUI
import AppIntents
import Foundation
import ActivityKit
@_exported import RelevanceKit

/// https://developer.apple.com/documentation/swiftui/widget
public protocol Widget {
    /// https://developer.apple.com/documentation/swiftui/widget/body-swift.associatedtype
    associatedtype Body: WidgetConfiguration
    /// https://developer.apple.com/documentation/swiftui/widget/init()
    init()
    /// https://developer.apple.com/documentation/swiftui/widget/body-swift.property
    var body: Body { get }
}
/// https://developer.apple.com/documentation/swiftui/widgetconfiguration
public protocol WidgetConfiguration {}
/// Stub helper, not Apple API: the one concrete configuration the modifiers below return, where SwiftUI returns `some WidgetConfiguration`.
public struct _WidgetConfiguration: WidgetConfiguration {}

/// https://developer.apple.com/documentation/widgetkit/timelineentry
public protocol TimelineEntry {
    /// https://developer.apple.com/documentation/widgetkit/timelineentry/date
    var date: Date { get }
}
/// https://developer.apple.com/documentation/widgetkit/timelineprovidercontext
public struct TimelineProviderContext: Sendable {
    /// https://developer.apple.com/documentation/widgetkit/timelineprovidercontext/family
    public var family: WidgetFamily { .systemSmall }
    /// https://developer.apple.com/documentation/widgetkit/timelineprovidercontext/ispreview
    public var isPreview: Bool { false }
}
/// https://developer.apple.com/documentation/widgetkit/timelinereloadpolicy
public struct TimelineReloadPolicy: Sendable {
    /// https://developer.apple.com/documentation/widgetkit/timelinereloadpolicy/atend
    public static let atEnd = TimelineReloadPolicy(), never = TimelineReloadPolicy()
    /// https://developer.apple.com/documentation/widgetkit/timelinereloadpolicy/after(_:)
    public static func after(_ date: Date) -> TimelineReloadPolicy { TimelineReloadPolicy() }
}
/// https://developer.apple.com/documentation/widgetkit/timeline
public struct Timeline<EntryType: TimelineEntry> {
    /// https://developer.apple.com/documentation/widgetkit/timeline/init(entries:policy:)
    public init(entries: [EntryType], policy: TimelineReloadPolicy) {}
}
/// https://developer.apple.com/documentation/widgetkit/timelineprovider
public protocol TimelineProvider {
    /// https://developer.apple.com/documentation/widgetkit/timelineprovider/entry
    associatedtype Entry: TimelineEntry
    /// https://developer.apple.com/documentation/widgetkit/timelineprovider/context
    typealias Context = TimelineProviderContext
    /// https://developer.apple.com/documentation/widgetkit/timelineprovider/placeholder(in:)
    func placeholder(in context: Context) -> Entry
    /// https://developer.apple.com/documentation/widgetkit/timelineprovider/getsnapshot(in:completion:)
    func getSnapshot(in context: Context, completion: @escaping (Entry) -> Void)
    /// https://developer.apple.com/documentation/widgetkit/timelineprovider/gettimeline(in:completion:)
    func getTimeline(in context: Context, completion: @escaping (Timeline<Entry>) -> Void)
    /// https://developer.apple.com/documentation/widgetkit/timelineprovider/relevance()
    @available(iOS 18.0, macOS 15.0, watchOS 11.0, visionOS 26.0, *)
    func relevance() async -> WidgetRelevance<Void>
}
extension TimelineProvider {
    /// https://developer.apple.com/documentation/widgetkit/timelineprovider/relevance()
    /// (the default: none, unless the provider says)
    @available(iOS 18.0, macOS 15.0, watchOS 11.0, visionOS 26.0, *)
    public func relevance() async -> WidgetRelevance<Void> { WidgetRelevance([]) }
}
/// https://developer.apple.com/documentation/widgetkit/appintenttimelineprovider
@available(iOS 17.0, macOS 14.0, watchOS 10.0, *)
public protocol AppIntentTimelineProvider {
    /// https://developer.apple.com/documentation/widgetkit/appintenttimelineprovider/entry
    associatedtype Entry: TimelineEntry
    /// https://developer.apple.com/documentation/widgetkit/appintenttimelineprovider/intent
    associatedtype Intent: WidgetConfigurationIntent
    /// https://developer.apple.com/documentation/widgetkit/appintenttimelineprovider/context
    typealias Context = TimelineProviderContext
    /// https://developer.apple.com/documentation/widgetkit/appintenttimelineprovider/placeholder(in:)
    func placeholder(in context: Context) -> Entry
    /// https://developer.apple.com/documentation/widgetkit/appintenttimelineprovider/snapshot(for:in:)
    func snapshot(for configuration: Intent, in context: Context) async -> Entry
    /// https://developer.apple.com/documentation/widgetkit/appintenttimelineprovider/timeline(for:in:)
    func timeline(for configuration: Intent, in context: Context) async -> Timeline<Entry>
    /// https://developer.apple.com/documentation/widgetkit/appintenttimelineprovider/relevance()
    @available(iOS 18.0, macOS 15.0, watchOS 11.0, visionOS 26.0, *)
    func relevance() async -> WidgetRelevance<Intent>
}
extension AppIntentTimelineProvider {
    /// https://developer.apple.com/documentation/widgetkit/appintenttimelineprovider/relevance()
    /// (the default: none, unless the provider says)
    @available(iOS 18.0, macOS 15.0, watchOS 11.0, visionOS 26.0, *)
    public func relevance() async -> WidgetRelevance<Intent> { WidgetRelevance([]) }
}

/// https://developer.apple.com/documentation/widgetkit/relevanceentriesprovidercontext
@available(watchOS 26.0, *)
public struct RelevanceEntriesProviderContext: Sendable {
    /// https://developer.apple.com/documentation/widgetkit/relevanceentriesprovidercontext/displaysize
    public let displaySize: CGSize
    /// https://developer.apple.com/documentation/widgetkit/relevanceentriesprovidercontext/ispreview
    public let isPreview: Bool
}
/// https://developer.apple.com/documentation/widgetkit/relevanceentry
@available(watchOS 26.0, *)
public protocol RelevanceEntry: Sendable {}
/// https://developer.apple.com/documentation/widgetkit/relevanceentriesprovider
@available(watchOS 26.0, *)
public protocol RelevanceEntriesProvider {
    /// https://developer.apple.com/documentation/widgetkit/relevanceentriesprovider/entry
    associatedtype Entry: RelevanceEntry
    /// https://developer.apple.com/documentation/widgetkit/relevanceentriesprovider/configuration
    associatedtype Configuration: WidgetConfigurationIntent
    /// https://developer.apple.com/documentation/widgetkit/relevanceentriesprovider/context
    typealias Context = RelevanceEntriesProviderContext
    /// https://developer.apple.com/documentation/widgetkit/relevanceentriesprovider/relevance()
    func relevance() async -> WidgetRelevance<Configuration>
    /// https://developer.apple.com/documentation/widgetkit/relevanceentriesprovider/entry(configuration:context:)
    func entry(configuration: Configuration, context: Context) async throws -> Entry
    /// https://developer.apple.com/documentation/widgetkit/relevanceentriesprovider/placeholder(context:)
    func placeholder(context: Context) -> Entry
}
/// https://developer.apple.com/documentation/widgetkit/relevanceconfiguration
@available(watchOS 26.0, *)
public struct RelevanceConfiguration<Content: View>: WidgetConfiguration {
    /// https://developer.apple.com/documentation/widgetkit/relevanceconfiguration/init(kind:provider:content:)
    public init<Provider: RelevanceEntriesProvider>(
        kind: String, provider: Provider,
        @ViewBuilder content: @escaping @MainActor (Provider.Entry) -> Content
    ) {}
}

/// https://developer.apple.com/documentation/widgetkit/staticconfiguration
public struct StaticConfiguration<Content: View>: WidgetConfiguration {
    /// https://developer.apple.com/documentation/widgetkit/staticconfiguration/init(kind:provider:content:)
    public init<Provider: TimelineProvider>(kind: String, provider: Provider, @ViewBuilder content: @escaping (Provider.Entry) -> Content) {}
}
/// https://developer.apple.com/documentation/widgetkit/appintentconfiguration
@available(iOS 17.0, macOS 14.0, watchOS 10.0, *)
public struct AppIntentConfiguration<Intent: WidgetConfigurationIntent, Content: View>: WidgetConfiguration {
    /// https://developer.apple.com/documentation/widgetkit/appintentconfiguration/init(kind:intent:provider:content:)
    public init<Provider: AppIntentTimelineProvider>(kind: String, intent: Intent.Type = Intent.self, provider: Provider,
                                                     @ViewBuilder content: @escaping (Provider.Entry) -> Content) where Intent == Provider.Intent {}
}

extension WidgetConfiguration {
    /// https://developer.apple.com/documentation/swiftui/widgetconfiguration/configurationdisplayname(_:)
    public func configurationDisplayName(_ displayNameKey: LocalizedStringKey) -> some WidgetConfiguration { _WidgetConfiguration() }
    /// https://developer.apple.com/documentation/swiftui/widgetconfiguration/description(_:)
    public func description(_ descriptionKey: LocalizedStringKey) -> some WidgetConfiguration { _WidgetConfiguration() }
    /// https://developer.apple.com/documentation/swiftui/widgetconfiguration/supportedfamilies(_:)
    public func supportedFamilies(_ families: [WidgetFamily]) -> some WidgetConfiguration { _WidgetConfiguration() }
    /// https://developer.apple.com/documentation/swiftui/widgetconfiguration/contentmarginsdisabled()
    @available(iOS 17.0, macOS 14.0, watchOS 10.0, *)
    public func contentMarginsDisabled() -> some WidgetConfiguration { _WidgetConfiguration() }
    /// https://developer.apple.com/documentation/swiftui/widgetconfiguration/containerbackgroundremovable(_:)
    @available(iOS 17.0, macOS 14.0, watchOS 10.0, *)
    public func containerBackgroundRemovable(_ isRemovable: Bool = true) -> some WidgetConfiguration { _WidgetConfiguration() }
    /// https://developer.apple.com/documentation/swiftui/widgetconfiguration/disfavoredlocations(_:for:)
    @available(iOS 17.0, *)
    public func disfavoredLocations(_ locations: [WidgetLocation], for families: [WidgetFamily]) -> some WidgetConfiguration { _WidgetConfiguration() }
    /// https://developer.apple.com/documentation/swiftui/widgetconfiguration/supportedmountingstyles(_:)
    @available(iOS 26.0, visionOS 26.0, *)
    public func supportedMountingStyles(_ styles: [WidgetMountingStyle]) -> some WidgetConfiguration { _WidgetConfiguration() }
    /// https://developer.apple.com/documentation/swiftui/widgetconfiguration/widgettexture(_:)
    @available(visionOS 26.0, *)
    public func widgetTexture(_ texture: WidgetTexture) -> some WidgetConfiguration { _WidgetConfiguration() }
    /// https://developer.apple.com/documentation/swiftui/widgetconfiguration/pushhandler(_:)
    @available(iOS 26.0, macOS 26.0, watchOS 26.0, *)
    public func pushHandler(_ pushHandlerType: any WidgetPushHandler.Type) -> some WidgetConfiguration { _WidgetConfiguration() }
    /// https://developer.apple.com/documentation/swiftui/widgetconfiguration/supplementalactivityfamilies(_:)
    @available(iOS 18.0, *)
    public func supplementalActivityFamilies(_ families: [ActivityFamily]) -> some WidgetConfiguration { _WidgetConfiguration() }
}

/// https://developer.apple.com/documentation/widgetkit/widgetlocation
@available(iOS 17.0, *)
public struct WidgetLocation: Hashable, Sendable {
    /// https://developer.apple.com/documentation/widgetkit/widgetlocation/homescreen
    public static let homeScreen = WidgetLocation(), lockScreen = WidgetLocation()
    /// https://developer.apple.com/documentation/widgetkit/widgetlocation/standby
    public static let standBy = WidgetLocation(), iPhoneWidgetsOnMac = WidgetLocation()
    /// https://developer.apple.com/documentation/widgetkit/widgetlocation/carplay
    @available(iOS 26.0, *)
    public static let carPlay = WidgetLocation()
}

/// https://developer.apple.com/documentation/widgetkit/activityfamily
@available(iOS 18.0, *)
public enum ActivityFamily: Hashable, Sendable {
    /// https://developer.apple.com/documentation/widgetkit/activityfamily/small
    case small
    /// https://developer.apple.com/documentation/widgetkit/activityfamily/medium
    case medium
}

/// https://developer.apple.com/documentation/widgetkit/widgetfamily
public enum WidgetFamily: Hashable, Sendable {
    /// https://developer.apple.com/documentation/widgetkit/widgetfamily/systemsmall
    case systemSmall, systemMedium, systemLarge, systemExtraLarge
    /// https://developer.apple.com/documentation/widgetkit/widgetfamily/accessorycorner
    case accessoryCorner, accessoryCircular, accessoryRectangular, accessoryInline
}
/// https://developer.apple.com/documentation/widgetkit/widgetrenderingmode
public struct WidgetRenderingMode: Equatable, Sendable {
    /// https://developer.apple.com/documentation/widgetkit/widgetrenderingmode/fullcolor
    public static let fullColor = WidgetRenderingMode(), accented = WidgetRenderingMode(), vibrant = WidgetRenderingMode()
}
/// https://developer.apple.com/documentation/widgetkit/widgetaccentedrenderingmode
public struct WidgetAccentedRenderingMode: Sendable {
    /// https://developer.apple.com/documentation/widgetkit/widgetaccentedrenderingmode/accented
    public static let accented = WidgetAccentedRenderingMode(), desaturated = WidgetAccentedRenderingMode()
    /// https://developer.apple.com/documentation/widgetkit/widgetaccentedrenderingmode/accenteddesaturated
    public static let accentedDesaturated = WidgetAccentedRenderingMode(), fullColor = WidgetAccentedRenderingMode()
}
extension EnvironmentValues {
    /// https://developer.apple.com/documentation/swiftui/environmentvalues/widgetfamily
    public var widgetFamily: WidgetFamily { .systemSmall }
    /// https://developer.apple.com/documentation/swiftui/environmentvalues/widgetcontentmargins
    @available(iOS 17.0, macOS 14.0, watchOS 10.0, *)
    public var widgetContentMargins: EdgeInsets { EdgeInsets(top: 0, leading: 0, bottom: 0, trailing: 0) }
    /// https://developer.apple.com/documentation/swiftui/environmentvalues/widgetrenderingmode
    public var widgetRenderingMode: WidgetRenderingMode { .fullColor }
    /// https://developer.apple.com/documentation/swiftui/environmentvalues/showswidgetcontainerbackground
    public var showsWidgetContainerBackground: Bool { true }
    /// https://developer.apple.com/documentation/swiftui/environmentvalues/showswidgetlabel
    public var showsWidgetLabel: Bool { false }
    /// https://developer.apple.com/documentation/swiftui/environmentvalues/activityfamily
    @available(iOS 18.0, *)
    public var activityFamily: ActivityFamily { .medium }
    /// https://developer.apple.com/documentation/swiftui/environmentvalues/isactivityfullscreen
    @available(iOS 17.0, *)
    public var isActivityFullscreen: Bool { false }
}

/// https://developer.apple.com/documentation/swiftui/containerbackgroundplacement
public struct ContainerBackgroundPlacement: Sendable { public static let widget = ContainerBackgroundPlacement() }
/// https://developer.apple.com/documentation/widgetkit/accessorywidgetbackground
@available(iOS 16.0, watchOS 9.0, *)
public struct AccessoryWidgetBackground: _PrimitiveView { public init() {} }
/// https://developer.apple.com/documentation/widgetkit/widgetrelevance
@available(iOS 18.0, macOS 15.0, watchOS 11.0, visionOS 26.0, *)
public struct WidgetRelevance<Configuration>: Sendable {
    /// https://developer.apple.com/documentation/widgetkit/widgetrelevance/init(_:)
    public init(_ attributes: [WidgetRelevanceAttribute<Configuration>]) {}
}
/// https://developer.apple.com/documentation/widgetkit/widgetrelevanceattribute
@available(iOS 18.0, macOS 15.0, watchOS 11.0, visionOS 26.0, *)
public struct WidgetRelevanceAttribute<Configuration>: Sendable {
    /// https://developer.apple.com/documentation/widgetkit/widgetrelevanceattribute/init(configuration:context:)-8325r
    public init(configuration: Configuration, context: RelevantContext) {}
}
@available(iOS 18.0, macOS 15.0, watchOS 11.0, visionOS 26.0, *)
extension WidgetRelevanceAttribute where Configuration == Void {
    /// https://developer.apple.com/documentation/widgetkit/widgetrelevanceattribute/init(context:)
    public init(context: RelevantContext) {}
}
/// https://developer.apple.com/documentation/widgetkit/accessorywidgetgroup
@available(watchOS 11.0, *)
public struct AccessoryWidgetGroup<Label: View, Content: View>: _PrimitiveView {
    /// https://developer.apple.com/documentation/widgetkit/accessorywidgetgroup/init(label:content:)
    public init(@ViewBuilder label: () -> Label, @ViewBuilder content: () -> Content) {}
}
@available(watchOS 11.0, *)
extension AccessoryWidgetGroup where Label == Text {
    /// https://developer.apple.com/documentation/widgetkit/accessorywidgetgroup/init(_:content:)-nb0
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {}
    /// https://developer.apple.com/documentation/widgetkit/accessorywidgetgroup/init(_:content:)-3ij0e
    @_disfavoredOverload
    public init(_ title: some StringProtocol, @ViewBuilder content: () -> Content) {}
}
@available(watchOS 11.0, *)
extension AccessoryWidgetGroup where Label == SwiftUI.Label<Text, Image> {
    /// https://developer.apple.com/documentation/widgetkit/accessorywidgetgroup/init(_:systemimage:content:)-54h9w
    public init(
        _ titleKey: LocalizedStringKey, systemImage: String, @ViewBuilder content: () -> Content
    ) {}
    /// https://developer.apple.com/documentation/widgetkit/accessorywidgetgroup/init(_:systemimage:content:)-7rnqc
    @_disfavoredOverload
    public init(
        _ titleKey: some StringProtocol, systemImage: String, @ViewBuilder content: () -> Content
    ) {}
}
/// https://developer.apple.com/documentation/widgetkit/accessorywidgetgroupstyle
@available(watchOS 11.0, *)
public struct AccessoryWidgetGroupStyle: Sendable {
    /// https://developer.apple.com/documentation/widgetkit/accessorywidgetgroupstyle/automatic
    public static let automatic = AccessoryWidgetGroupStyle()
    /// https://developer.apple.com/documentation/widgetkit/accessorywidgetgroupstyle/circular
    public static let circular = AccessoryWidgetGroupStyle()
    /// https://developer.apple.com/documentation/widgetkit/accessorywidgetgroupstyle/roundedsquare
    public static let roundedSquare = AccessoryWidgetGroupStyle()
}
/// https://developer.apple.com/documentation/widgetkit/widgetpreviewcontext
public struct WidgetPreviewContext: Sendable { public init(family: WidgetFamily) {} }

extension View {
    /// https://developer.apple.com/documentation/swiftui/view/previewcontext(_:)
    public func previewContext(_ context: WidgetPreviewContext) -> some View { self }
}

// Interactive widgets (iOS 17): buttons and toggles that run App Intents.
extension Button {
    /// https://developer.apple.com/documentation/swiftui/button/init(intent:label:)
    @available(iOS 17.0, macOS 14.0, watchOS 10.0, *)
    public init<I: AppIntent>(intent: I, @ViewBuilder label: () -> Label) { fatalError() }
}
extension Button where Label == Text {
    /// https://developer.apple.com/documentation/swiftui/button/init(_:intent:)
    @available(iOS 17.0, macOS 14.0, watchOS 10.0, *)
    public init<I: AppIntent>(_ titleKey: LocalizedStringKey, intent: I) { fatalError() }
}
extension Toggle {
    /// https://developer.apple.com/documentation/swiftui/toggle/init(ison:intent:label:)
    @available(iOS 17.0, macOS 14.0, watchOS 10.0, *)
    public init<I: AppIntent>(isOn: Bool, intent: I, @ViewBuilder label: () -> Label) { fatalError() }
}
extension Toggle where Label == Text {
    /// https://developer.apple.com/documentation/swiftui/toggle/init(_:ison:intent:)
    @available(iOS 17.0, macOS 14.0, watchOS 10.0, *)
    public init<I: AppIntent>(_ titleKey: LocalizedStringKey, isOn: Bool, intent: I) { fatalError() }
}

// Live Activities (activityconfiguration, dynamicisland).
/// https://developer.apple.com/documentation/widgetkit/activityviewcontext
public struct ActivityViewContext<Attributes: ActivityAttributes> {
    /// https://developer.apple.com/documentation/widgetkit/activityviewcontext/attributes
    public var attributes: Attributes { fatalError() }
    /// https://developer.apple.com/documentation/widgetkit/activityviewcontext/state
    public var state: Attributes.ContentState { fatalError() }
    /// https://developer.apple.com/documentation/widgetkit/activityviewcontext/isstale
    public var isStale: Bool { false }
}
/// https://developer.apple.com/documentation/widgetkit/activityconfiguration
@available(iOS 16.1, *)
public struct ActivityConfiguration<Attributes: ActivityAttributes>: WidgetConfiguration {
    /// https://developer.apple.com/documentation/widgetkit/activityconfiguration/init(for:content:dynamicisland:)
    public init<Content: View>(for attributesType: Attributes.Type, @ViewBuilder content: @escaping (ActivityViewContext<Attributes>) -> Content,
                               dynamicIsland: @escaping (ActivityViewContext<Attributes>) -> DynamicIsland) {}
}
/// https://developer.apple.com/documentation/widgetkit/dynamicislandexpandedregionposition
public struct DynamicIslandExpandedRegionPosition: Sendable {
    /// https://developer.apple.com/documentation/widgetkit/dynamicislandexpandedregionposition/leading
    public static let leading = DynamicIslandExpandedRegionPosition(), trailing = DynamicIslandExpandedRegionPosition()
    /// https://developer.apple.com/documentation/widgetkit/dynamicislandexpandedregionposition/center
    public static let center = DynamicIslandExpandedRegionPosition(), bottom = DynamicIslandExpandedRegionPosition()
}
/// https://developer.apple.com/documentation/widgetkit/dynamicislandexpandedcontent
public struct DynamicIslandExpandedContent<Content: View> {
    /// Apple's initialiser is not public; the builder below needs one to return a value.
    init() {}
}
/// https://developer.apple.com/documentation/widgetkit/dynamicislandexpandedregion
public struct DynamicIslandExpandedRegion<Content: View> {
    /// https://developer.apple.com/documentation/widgetkit/dynamicislandexpandedregion/init(_:priority:content:)
    public init(_ position: DynamicIslandExpandedRegionPosition, priority: Double = 0, @ViewBuilder content: () -> Content) {}
}
// Apple's builder has only these four: an expanded presentation with no
// region does not compile, so the stub must not accept one either.
/// https://developer.apple.com/documentation/widgetkit/dynamicislandexpandedcontentbuilder
@resultBuilder public struct DynamicIslandExpandedContentBuilder {
    /// https://developer.apple.com/documentation/widgetkit/dynamicislandexpandedcontentbuilder/buildpartialblock(first:)-5j108
    public static func buildPartialBlock<C: View>(first: DynamicIslandExpandedRegion<C>) -> DynamicIslandExpandedContent<some View> {
        DynamicIslandExpandedContent<EmptyView>()
    }
    /// https://developer.apple.com/documentation/widgetkit/dynamicislandexpandedcontentbuilder/buildpartialblock(first:)-74hpw
    public static func buildPartialBlock<C: View>(first: DynamicIslandExpandedContent<C>) -> DynamicIslandExpandedContent<some View> {
        DynamicIslandExpandedContent<EmptyView>()
    }
    /// https://developer.apple.com/documentation/widgetkit/dynamicislandexpandedcontentbuilder/buildpartialblock(accumulated:next:)-3jswv
    public static func buildPartialBlock<C0: View, C1: View>(accumulated: DynamicIslandExpandedContent<C0>, next: DynamicIslandExpandedRegion<C1>)
        -> DynamicIslandExpandedContent<some View> { DynamicIslandExpandedContent<EmptyView>() }
    /// https://developer.apple.com/documentation/widgetkit/dynamicislandexpandedcontentbuilder/buildpartialblock(accumulated:next:)-39sr0
    public static func buildPartialBlock<C0: View, C1: View>(accumulated: DynamicIslandExpandedContent<C0>, next: DynamicIslandExpandedContent<C1>)
        -> DynamicIslandExpandedContent<some View> { DynamicIslandExpandedContent<EmptyView>() }
}
/// https://developer.apple.com/documentation/widgetkit/dynamicisland
public struct DynamicIsland {
    /// https://developer.apple.com/documentation/widgetkit/dynamicisland/init(expanded:compactleading:compacttrailing:minimal:)
    public init<Expanded: View, CompactLeading: View, CompactTrailing: View, Minimal: View>(
        @DynamicIslandExpandedContentBuilder expanded: () -> DynamicIslandExpandedContent<Expanded>,
        @ViewBuilder compactLeading: () -> CompactLeading,
        @ViewBuilder compactTrailing: () -> CompactTrailing,
        @ViewBuilder minimal: () -> Minimal) {}
    /// https://developer.apple.com/documentation/widgetkit/dynamicisland/widgeturl(_:)
    public func widgetURL(_ url: URL?) -> DynamicIsland { self }
    /// https://developer.apple.com/documentation/widgetkit/dynamicisland/contentmargins(_:_:for:)
    public func contentMargins(_ edges: Edge.Set = .all, _ length: Double, for mode: DynamicIslandMode) -> DynamicIsland { self }
}
/// https://developer.apple.com/documentation/widgetkit/dynamicislandexpandedregionverticalplacement
public struct DynamicIslandExpandedRegionVerticalPlacement: Equatable, Sendable {
    /// https://developer.apple.com/documentation/widgetkit/dynamicislandexpandedregionverticalplacement/default
    public static let `default` = DynamicIslandExpandedRegionVerticalPlacement()
    /// https://developer.apple.com/documentation/widgetkit/dynamicislandexpandedregionverticalplacement/belowiftoowide
    public static let belowIfTooWide = DynamicIslandExpandedRegionVerticalPlacement()
}
/// https://developer.apple.com/documentation/widgetkit/dynamicislandmode
public struct DynamicIslandMode: Equatable, Sendable {
    /// https://developer.apple.com/documentation/widgetkit/dynamicislandmode/compactleading
    public static let compactLeading = DynamicIslandMode()
    /// https://developer.apple.com/documentation/widgetkit/dynamicislandmode/compacttrailing
    public static let compactTrailing = DynamicIslandMode()
    /// https://developer.apple.com/documentation/widgetkit/dynamicislandmode/expanded
    public static let expanded = DynamicIslandMode()
    /// https://developer.apple.com/documentation/widgetkit/dynamicislandmode/minimal
    public static let minimal = DynamicIslandMode()
}
extension DynamicIslandExpandedRegion {
    /// https://developer.apple.com/documentation/widgetkit/dynamicislandexpandedregion/contentmargins(_:_:)
    public func contentMargins(_ edges: Edge.Set = .all, _ length: Double) -> DynamicIslandExpandedRegion<Content> { self }
}

// MARK: Controls (iOS 18)

// The SwiftUI modifiers of a control's configuration, declared here
// because they take AppIntents' LocalizedStringResource.
extension ControlWidgetConfiguration {
    /// https://developer.apple.com/documentation/swiftui/controlwidgetconfiguration/displayname(_:)
    public func displayName(_ displayName: LocalizedStringResource) -> some ControlWidgetConfiguration { _ControlWidgetConfiguration() }
    /// https://developer.apple.com/documentation/swiftui/controlwidgetconfiguration/description(_:)
    public func description(_ description: LocalizedStringResource) -> some ControlWidgetConfiguration { _ControlWidgetConfiguration() }
    /// https://developer.apple.com/documentation/swiftui/controlwidgetconfiguration/promptsforuserconfiguration()
    public func promptsForUserConfiguration() -> some ControlWidgetConfiguration { _ControlWidgetConfiguration() }
}

/// https://developer.apple.com/documentation/widgetkit/controlvalueprovider
@available(iOS 18.0, macOS 26.0, watchOS 26.0, *)
public protocol ControlValueProvider: Sendable {
    /// https://developer.apple.com/documentation/widgetkit/controlvalueprovider/value
    associatedtype Value: Sendable
    /// https://developer.apple.com/documentation/widgetkit/controlvalueprovider/previewvalue
    var previewValue: Value { get }
    /// https://developer.apple.com/documentation/widgetkit/controlvalueprovider/currentvalue()
    func currentValue() async throws -> Value
}

/// https://developer.apple.com/documentation/widgetkit/appintentcontrolvalueprovider
@available(iOS 18.0, macOS 26.0, watchOS 26.0, *)
public protocol AppIntentControlValueProvider: Sendable {
    /// https://developer.apple.com/documentation/widgetkit/appintentcontrolvalueprovider/value
    associatedtype Value: Sendable
    /// https://developer.apple.com/documentation/widgetkit/appintentcontrolvalueprovider/configuration
    associatedtype Configuration: ControlConfigurationIntent
    /// https://developer.apple.com/documentation/widgetkit/appintentcontrolvalueprovider/previewvalue(configuration:)
    func previewValue(configuration: Configuration) -> Value
    /// https://developer.apple.com/documentation/widgetkit/appintentcontrolvalueprovider/currentvalue(configuration:)
    func currentValue(configuration: Configuration) async throws -> Value
}

/// https://developer.apple.com/documentation/widgetkit/staticcontrolconfiguration
@available(iOS 18.0, macOS 26.0, watchOS 26.0, *)
public struct StaticControlConfiguration<Content: ControlWidgetTemplate>: ControlWidgetConfiguration {
    /// https://developer.apple.com/documentation/widgetkit/staticcontrolconfiguration/init(kind:content:)
    public init(kind: String, @ControlWidgetTemplateBuilder content: @escaping () -> Content) {}
    /// https://developer.apple.com/documentation/widgetkit/staticcontrolconfiguration/init(kind:provider:content:)
    public init<Provider: ControlValueProvider>(kind: String, provider: Provider, @ControlWidgetTemplateBuilder content: @escaping (Provider.Value) -> Content) {}
}

/// https://developer.apple.com/documentation/widgetkit/appintentcontrolconfiguration
@available(iOS 18.0, macOS 26.0, watchOS 26.0, *)
public struct AppIntentControlConfiguration<Content: ControlWidgetTemplate>: ControlWidgetConfiguration {
    /// https://developer.apple.com/documentation/widgetkit/appintentcontrolconfiguration/init(kind:intent:content:)
    public init<Intent: ControlConfigurationIntent>(kind: String, intent: Intent.Type, @ControlWidgetTemplateBuilder content: @escaping (Intent) -> Content) {}
    /// https://developer.apple.com/documentation/widgetkit/appintentcontrolconfiguration/init(kind:provider:content:)
    public init<Provider: AppIntentControlValueProvider>(kind: String, provider: Provider, @ControlWidgetTemplateBuilder content: @escaping (Provider.Value) -> Content) {}
}

/// https://developer.apple.com/documentation/widgetkit/controlwidgetbutton
@available(iOS 18.0, macOS 26.0, watchOS 26.0, *)
public struct ControlWidgetButton<Label: View, Action: AppIntent>: ControlWidgetTemplate {
    /// https://developer.apple.com/documentation/widgetkit/controlwidgetbutton/init(action:label:)
    public init(action: Action, @ViewBuilder label: () -> Label) {}
}

/// https://developer.apple.com/documentation/widgetkit/controlwidgettoggle
@available(iOS 18.0, macOS 26.0, watchOS 26.0, *)
public struct ControlWidgetToggle<ValueLabel: View, Action: SetValueIntent>: ControlWidgetTemplate where Action.ValueType == Bool {
    /// https://developer.apple.com/documentation/widgetkit/controlwidgettoggle/init(_:ison:action:valuelabel:)-5k9k9
    public init(_ titleKey: LocalizedStringKey, isOn: Bool, action: Action, @ViewBuilder valueLabel: @escaping (Bool) -> ValueLabel) {}
}

/// https://developer.apple.com/documentation/widgetkit/widgetpushhandler
@available(iOS 26.0, macOS 26.0, watchOS 26.0, *)
public protocol WidgetPushHandler {
    /// https://developer.apple.com/documentation/widgetkit/widgetpushhandler/init()
    init()
    /// https://developer.apple.com/documentation/widgetkit/widgetpushhandler/pushtokendidchange(_:widgets:)
    func pushTokenDidChange(_ pushInfo: WidgetPushInfo, widgets: [WidgetInfo])
}
/// https://developer.apple.com/documentation/widgetkit/widgetpushinfo
@available(iOS 26.0, macOS 26.0, watchOS 26.0, *)
public struct WidgetPushInfo: Sendable {
    /// https://developer.apple.com/documentation/widgetkit/widgetpushinfo/token
    public let token: Data
}
/// https://developer.apple.com/documentation/widgetkit/widgetinfo
public struct WidgetInfo: Sendable {
    /// https://developer.apple.com/documentation/widgetkit/widgetinfo/kind
    public let kind: String
}

/// https://developer.apple.com/documentation/widgetkit/widgetmountingstyle
@available(iOS 26.0, visionOS 26.0, *)
public struct WidgetMountingStyle: Hashable, Sendable {
    /// https://developer.apple.com/documentation/widgetkit/widgetmountingstyle/elevated
    public static let elevated = WidgetMountingStyle(), recessed = WidgetMountingStyle()
}
/// https://developer.apple.com/documentation/widgetkit/widgettexture
@available(visionOS 26.0, *)
public struct WidgetTexture: Hashable, Sendable {
    /// https://developer.apple.com/documentation/widgetkit/widgettexture/glass
    public static let glass = WidgetTexture(), paper = WidgetTexture()
}
/// https://developer.apple.com/documentation/widgetkit/levelofdetail
@available(iOS 26.0, visionOS 26.0, *)
public struct LevelOfDetail: Hashable, Sendable {
    /// https://developer.apple.com/documentation/widgetkit/levelofdetail/default
    public static let `default` = LevelOfDetail(), simplified = LevelOfDetail()
}
@available(iOS 26.0, visionOS 26.0, *)
extension EnvironmentValues {
    /// https://developer.apple.com/documentation/swiftui/environmentvalues/levelofdetail
    public var levelOfDetail: LevelOfDetail { .default }
}
