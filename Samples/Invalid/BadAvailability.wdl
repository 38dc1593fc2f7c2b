// expect: expected-version at 6:27
widget Counter {
    kind: "Counter"
    families: [.systemSmall]
    body {
        if #available(iOS seventeen, *) {
            Text("interactive")
        }
    }
}
