// expect: widget-group-family at 12:9
// AccessoryWidgetGroup is WidgetKit's on watchOS 11 only: a widget that
// also runs on the iPhone cannot use it.
widget Steps {
    kind: "Steps"
    families: [.accessoryRectangular]
    platform: [.iOS("18.0"), .watchOS("11.0")]
    entry { steps: Int }
    placeholder { steps: 4200 }

    body {
        AccessoryWidgetGroup("Steps", systemImage: "figure.walk") {
            Text("\(entry.steps)")
        }
        .containerBackground(.clear, for: .widget)
    }
}
