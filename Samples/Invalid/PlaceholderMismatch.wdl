// expect: placeholder-value at 15:21
// Placeholder data must have the entry's shape: `recoversAt` is a Date,
// written as an ISO 8601 string.
widget Hero {
    kind: "Hero"
    families: [.systemSmall]
    platform: .iOS("17.0")
    entry {
        hero: String
        health: Double
        recoversAt: Date
    }
    placeholder {
        hero: "Spouty"
        recoversAt: "in ten minutes"
        health: 0.75
    }
    body {
        VStack {
            Text(entry.hero)
            Text(entry.recoversAt, style: .timer)
        }
        .containerBackground(.fill.tertiary, for: .widget)
    }
}
