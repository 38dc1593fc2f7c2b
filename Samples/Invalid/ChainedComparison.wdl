// expect: non-associative-operator at 10:37
widget Battery {
    kind: "Battery"
    families: [.accessoryCircular]
    entry {
        level: Double
    }
    body {
        Gauge(value: entry.level) { Text("%") }
            .tint(0.2 < entry.level < 0.8 ? .green : .red)
    }
}
