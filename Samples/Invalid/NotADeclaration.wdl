// expect: expected-declaration at 2:1
let title = "Hello"

widget Hello {
    kind: "Hello"
    families: [.systemSmall]
    body { Text("Hello") }
}
