// expect: unknown-platform at 5:16
widget UnknownPlatform {
    kind: "UnknownPlatform"
    families: [.systemSmall]
    platform: .iOs("17.0")
    body {
        Text("Hi")
            .containerBackground(.fill.tertiary, for: .widget)
    }
}
