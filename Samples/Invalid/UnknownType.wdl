// expect: unknown-type at 7:15
widget UnknownType {
    kind: "UnknownType"
    families: [.systemSmall]
    platform: .iOS("17.0")
    entry {
        city: Strng
    }
    body {
        Text(entry.city)
            .containerBackground(.fill.tertiary, for: .widget)
    }
}
