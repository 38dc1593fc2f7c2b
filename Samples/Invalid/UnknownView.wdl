// expect: unknown-view at 8:13
widget UnknownView {
    kind: "UnknownView"
    families: [.systemSmall]
    platform: .iOS("17.0")
    body {
        VStack {
            Txt("Hello")
        }
        .containerBackground(.fill.tertiary, for: .widget)
    }
}
