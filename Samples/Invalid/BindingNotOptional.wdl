// expect: binding-type at 11:27
widget BindingNotOptional {
    kind: "BindingNotOptional"
    families: [.systemSmall]
    platform: .iOS("17.0")
    entry {
        name: String
    }
    body {
        VStack {
            if let name = entry.name {
                Text(name)
            }
        }
        .containerBackground(.fill.tertiary, for: .widget)
    }
}
