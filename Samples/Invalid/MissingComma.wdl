// expect: expected-token at 6:36
widget Steps {
    kind: "Steps"
    families: [.systemSmall]
    body {
        VStack(alignment: .leading spacing: 4) {
            Text("8,421 steps")
        }
    }
}
