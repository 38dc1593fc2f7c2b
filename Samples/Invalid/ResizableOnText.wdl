// expect: modifier-target at 8:14
widget ResizableOnText {
    kind: "ResizableOnText"
    families: [.systemSmall]
    platform: .iOS("17.0")
    body {
        Text("Logo")
            .resizable()
            .containerBackground(.fill.tertiary, for: .widget)
    }
}
