// expect: consecutive-statements at 6:20
widget Pair {
    kind: "Pair"
    families: [.systemSmall]
    body {
        Text("one") Text("two")
    }
}
