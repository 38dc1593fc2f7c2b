// expect: missing-field at 10:17
widget PlaceholderMissingField {
    kind: "PlaceholderMissingField"
    families: [.systemSmall]
    platform: .iOS("17.0")
    entry {
        city: String
        celsius: Double
    }
    placeholder {
        city: "Seoul"
    }
    body {
        Text(entry.city)
            .containerBackground(.fill.tertiary, for: .widget)
    }
}
