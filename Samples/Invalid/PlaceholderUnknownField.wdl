// expect: unknown-field at 11:9
widget PlaceholderUnknownField {
    kind: "PlaceholderUnknownField"
    families: [.systemSmall]
    platform: .iOS("17.0")
    entry {
        city: String
    }
    placeholder {
        city: "Seoul"
        celcius: 18.5
    }
    body {
        Text(entry.city)
            .containerBackground(.fill.tertiary, for: .widget)
    }
}
