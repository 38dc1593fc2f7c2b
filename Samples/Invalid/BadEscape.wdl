// expect: invalid-escape at 6:17
widget Path {
    kind: "Path"
    families: [.systemSmall]
    body {
        Text("C:\Users\me")
    }
}
