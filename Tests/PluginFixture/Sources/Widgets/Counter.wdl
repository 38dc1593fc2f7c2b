// A counter with a button that runs an App Intent: the plugin emits the
// intent, which builds in Swift 6 language mode.
intent AddOne {
    amount: Int
}

widget Counter {
    kind: "CounterWidget"
    displayName: "Counter"
    description: "Count with one tap."
    families: [.systemSmall]
    platform: .iOS("17.0")

    entry {
        count: Int
    }

    placeholder {
        count: 3
    }

    body {
        VStack(spacing: 8) {
            Text("\(entry.count)")
                .font(.largeTitle.bold())
            Button(intent: AddOne(amount: 1)) {
                Label("Add", systemImage: "plus")
            }
        }
        .containerBackground(.fill.tertiary, for: .widget)
    }
}
