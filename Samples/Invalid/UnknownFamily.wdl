// expect: unknown-family at 4:31
widget UnknownFamily {
    kind: "UnknownFamily"
    families: [.systemSmall, .sytemMedium]
    platform: .iOS("17.0")
    body {
        Text("Hi")
            .containerBackground(.fill.tertiary, for: .widget)
    }
}
