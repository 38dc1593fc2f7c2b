// expect: nil-value at 17:27
widget ForceUnwrapNil {
    kind: "ForceUnwrapNil"
    families: [.systemSmall]

    entry {
        title: String
        link: URL?
    }

    placeholder {
        title: "Inbox"
        link: nil
    }

    body {
        Link(destination: entry.link!) {
            Text(entry.title)
        }
        .containerBackground(.background, for: .widget)
    }
}
