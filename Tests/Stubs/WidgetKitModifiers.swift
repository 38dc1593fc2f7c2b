// swift-format-ignore-file
// Generated from the schema (ModifierTable's `swift` declarations) by
// Tests/WidgetCompilerTests/GeneratedStubs.swift: do not edit. After a
// schema change, WDL_RECORD_SNAPSHOTS=1 swift test --filter GeneratedStubTests
// rewrites it.
import SwiftUI

extension View {
    /// https://developer.apple.com/documentation/swiftui/view/widgetaccentable(_:)
    public func widgetAccentable(_ accentable: Bool = true) -> some View { self }
    /// https://developer.apple.com/documentation/swiftui/view/containerbackground(for:alignment:content:)
    @available(iOS 17.0, macOS 14.0, watchOS 10.0, *) public func containerBackground<V: View>(for container: ContainerBackgroundPlacement, alignment: Alignment = .center, @ViewBuilder content: () -> V) -> some View { self }
    /// https://developer.apple.com/documentation/swiftui/view/containerbackground(_:for:)
    @available(iOS 17.0, macOS 14.0, watchOS 10.0, *) public func containerBackground<S: ShapeStyle>(_ style: S, for container: ContainerBackgroundPlacement) -> some View { self }
    /// https://developer.apple.com/documentation/swiftui/view/widgeturl(_:)
    public func widgetURL(_ url: URL?) -> some View { self }
    /// https://developer.apple.com/documentation/swiftui/view/activitybackgroundtint(_:)
    @available(iOS 16.1, *) public func activityBackgroundTint(_ color: Color?) -> some View { self }
    /// https://developer.apple.com/documentation/swiftui/view/widgetlabel(_:)
    @available(iOS 16.0, macOS 13.0, watchOS 9.0, *) public func widgetLabel<S: StringProtocol>(_ label: S) -> some View { self }
    /// https://developer.apple.com/documentation/swiftui/view/widgetlabel(_:)
    @available(iOS 16.0, macOS 13.0, watchOS 9.0, *) public func widgetLabel(_ label: LocalizedStringKey) -> some View { self }
    /// https://developer.apple.com/documentation/swiftui/view/widgetlabel(label:)
    @available(iOS 16.0, macOS 13.0, watchOS 9.0, *) public func widgetLabel<Label: View>(@ViewBuilder label: () -> Label) -> some View { self }
    /// https://developer.apple.com/documentation/swiftui/view/dynamicisland(verticalplacement:)
    public func dynamicIsland(verticalPlacement: DynamicIslandExpandedRegionVerticalPlacement) -> some View { self }
    /// https://developer.apple.com/documentation/swiftui/view/activitysystemactionforegroundcolor(_:)
    @available(iOS 16.1, *) public func activitySystemActionForegroundColor(_ color: Color?) -> some View { self }
    /// https://developer.apple.com/documentation/swiftui/view/accessorywidgetgroupstyle(_:)
    @available(watchOS 11.0, *) public func accessoryWidgetGroupStyle(_ style: AccessoryWidgetGroupStyle = .automatic) -> some View { self }
}

extension DynamicIsland {
    /// https://developer.apple.com/documentation/widgetkit/dynamicisland/keylinetint(_:)
    public func keylineTint(_ color: Color?) -> DynamicIsland { self }
}

extension Image {
    /// https://developer.apple.com/documentation/swiftui/image/widgetaccentedrenderingmode(_:)
    @available(iOS 18.0, macOS 15.0, watchOS 11.0, *) public func widgetAccentedRenderingMode(_ renderingMode: WidgetAccentedRenderingMode?) -> Image { self }
}
