// expect: family-not-covered at 11:16
widget Steps {
    kind: "Steps"
    families: [.systemSmall, .accessoryCircular, .accessoryInline]
    platform: .iOS("17.0")
    entry {
        steps: Int
    }

    body {
        switch family {
        case .systemSmall:
            Text("\(entry.steps) steps")
                .containerBackground(.fill.tertiary, for: .widget)
        case .accessoryCircular:
            Gauge(value: Double(entry.steps), in: 0...10000) { Text("Steps") }
                .gaugeStyle(.accessoryCircularCapacity)
                .containerBackground(.clear, for: .widget)
        }
    }
}
