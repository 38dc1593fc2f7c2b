// expect: multiple-widget-url at 11:18
widget TwoWidgetURLs {
    kind: "TwoWidgetURLs"
    families: [.systemSmall]
    platform: .iOS("17.0")
    body {
        VStack {
            Text("Inbox")
                .widgetURL(URL(string: "mail://inbox"))
            Text("3 unread")
                .widgetURL(URL(string: "mail://unread"))
        }
        .containerBackground(.fill.tertiary, for: .widget)
    }
}
