// expect: missing-header at 2:8
widget Quote {
    displayName: "Quote of the Day"
    families: [.systemMedium]
    platform: .iOS("17.0")

    body {
        Text("Stay hungry, stay foolish.")
            .containerBackground(.fill.tertiary, for: .widget)
    }
}
