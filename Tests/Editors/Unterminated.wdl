// Invalid on purpose (unterminated-string): a string, and an interpolation
// with a string of its own, that reach the end of their line. Highlighting
// must stop there, as the lexer does, and not run on into the next line.
widget Unterminated {
    body {
        Text("Hello)
            .font(.headline)
        Text("\(entry.name.hasPrefix("ab)
        Text(entry.name)
    }
}
