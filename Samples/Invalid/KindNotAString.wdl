// expect: header-value at 3:11
widget KindNotAString {
    kind: Quote
    families: [.systemSmall]
    platform: .iOS("17.0")
    body {
        Text("Hi")
            .containerBackground(.fill.tertiary, for: .widget)
    }
}
