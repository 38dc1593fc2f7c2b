// expect: unknown-name at 13:14
widget Note {
    kind: "Note"
    families: [.systemSmall]
    platform: .iOS("17.0")
    entry {
        title: String
    }
    placeholder {
        title: "Groceries"
    }
    body {
        Text(entri.title)
            .containerBackground(.fill.tertiary, for: .widget)
    }
}
