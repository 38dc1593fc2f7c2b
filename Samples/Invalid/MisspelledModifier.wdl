// expect: unknown-modifier at 13:18
widget Weather {
    kind: "Weather"
    families: [.systemSmall]
    platform: .iOS("17.0")
    entry {
        celsius: Double
    }
    body {
        VStack(alignment: .leading) {
            Text("Seoul")
            Text("\(entry.celsius, format: .number.precision(0))°")
                .fnt(.largeTitle)
        }
        .containerBackground(.fill.tertiary, for: .widget)
    }
}
