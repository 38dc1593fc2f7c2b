import WidgetArchive
import WidgetSyntax

/// The modifiers a `DynamicIsland` and a `DynamicIslandExpandedRegion`
/// take, with WidgetKit's signatures (`DynamicIsland.keylineTint(_:)`,
/// `widgetURL(_:)`, `contentMargins(_:_:for:)`;
/// `DynamicIslandExpandedRegion.contentMargins(_:_:)`). They are not view
/// modifiers: they are written after the island's closures or a region's,
/// and `IslandLayoutSyntax` reads them there.
enum IslandModifiers {
    /// The island's modifiers by name.
    static let island: [String: [Signature]] = [
        "keylineTint": [Signature([.required(nil, .color)])],
        "widgetURL": [Signature([.required(nil, .optionalURL)])],
        "contentMargins": [
            Signature([.required(nil, .edges), .required(nil, .length), .required("for", .style)]),
            Signature([.required(nil, .length), .required("for", .style)]),
        ],
    ]

    /// An expanded region's modifiers by name.
    static let region: [String: [Signature]] = [
        "contentMargins": [
            Signature([.required(nil, .edges), .required(nil, .length)]),
            Signature([.required(nil, .length)]),
        ]
    ]
}
