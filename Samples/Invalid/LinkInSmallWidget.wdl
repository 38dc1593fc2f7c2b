// expect: link-family at 13:13
// Before iOS 17 a small widget is one tap target: Link is ignored there,
// and only widgetURL decides what a tap opens (D-STRAT).
widget Inbox {
    kind: "Inbox"
    families: [.systemSmall]
    platform: .iOS("16.0")

    body {
        VStack(alignment: .leading) {
            Text("Inbox")
                .font(.headline)
            Link(destination: URL(string: "mail://inbox")!) {
                Text("3 unread")
            }
        }
    }
}
