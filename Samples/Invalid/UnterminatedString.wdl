// expect: unterminated-string at 6:14
widget Greeting {
    kind: "Greeting"
    families: [.systemSmall]
    body {
        Text("Hello)
            .font(.headline)
    }
}
