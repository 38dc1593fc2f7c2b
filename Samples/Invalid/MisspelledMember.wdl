// expect: unknown-member at 4:5
widget Weather {
    kind: "Weather"
    famlies: [.systemSmall, .systemMedium]
    body {
        Text("18°")
    }
}
