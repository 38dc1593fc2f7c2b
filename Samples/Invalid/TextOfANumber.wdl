// expect: argument-type at 16:18
// SwiftUI's Text takes a string: interpolate a number ("\(entry.steps)")
// or format it (Text(entry.steps, format: .number)).
widget Steps {
    kind: "Steps"
    families: [.systemSmall]
    platform: .iOS("17.0")
    entry {
        steps: Int
    }
    placeholder {
        steps: 8421
    }
    body {
        VStack {
            Text(entry.steps)
                .font(.largeTitle)
            Text("steps")
        }
        .containerBackground(.fill.tertiary, for: .widget)
    }
}
