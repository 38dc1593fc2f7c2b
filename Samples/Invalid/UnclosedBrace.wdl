// expect: unclosed-delimiter at 8:16
// The VStack's closing brace is missing; the brace at line 12 closes it
// instead, and the indentation shows which opener was left open.
widget Fares {
    kind: "Fares"
    families: [.systemSmall]
    body {
        VStack {
            Text("요금")
            Text("1450 원")
        // the closing brace of VStack should be here
    }
}
