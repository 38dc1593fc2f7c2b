// expect: interactive-family at 16:17
// The inline Lock Screen widget is one line of text with one tap target:
// buttons and toggles never work there (D-INT).
intent Refresh {
}

widget Scores {
    kind: "Scores"
    families: [.systemSmall, .accessoryInline]
    platform: .iOS("17.0")

    body {
        switch family {
        case .accessoryInline:
            HStack {
                Button(intent: Refresh()) { Text("Go") }
            }
            .containerBackground(.clear, for: .widget)
        default:
            Button(intent: Refresh()) { Text("Refresh scores") }
                .containerBackground(.fill.tertiary, for: .widget)
        }
    }
}
