// expect: argument-labels at 7:9
widget MisspelledLabel {
    kind: "MisspelledLabel"
    families: [.systemSmall]
    platform: .iOS("17.0")
    body {
        VStack(alignment: .leading, spacng: 4) {
            Text("Today")
            Text("18°")
        }
        .containerBackground(.fill.tertiary, for: .widget)
    }
}
