// expect: unterminated-comment at 7:9
widget Notes {
    kind: "Notes"
    families: [.systemSmall]
    body {
        Text("Notes")
        /* TODO: add the list
    }
}
