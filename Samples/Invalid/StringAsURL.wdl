// expect: argument-type at 9:28
widget StringAsURL {
    kind: "StringAsURL"
    families: [.systemSmall]

    body {
        VStack {
            Text("Inbox")
                .widgetURL("app://inbox")
        }
        .containerBackground(.background, for: .widget)
    }
}
