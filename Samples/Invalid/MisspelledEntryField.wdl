// expect: no-such-member at 15:20
widget Hero {
    kind: "Hero"
    families: [.systemSmall]
    platform: .iOS("17.0")
    entry {
        hero: String
        health: Double
    }
    placeholder {
        hero: "Spouty"
        health: 0.75
    }
    body {
        Text(entry.heros)
            .containerBackground(.fill.tertiary, for: .widget)
    }
}
