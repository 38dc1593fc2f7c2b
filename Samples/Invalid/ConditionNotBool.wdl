// expect: condition-type at 11:16
widget ConditionNotBool {
    kind: "ConditionNotBool"
    families: [.systemSmall]
    platform: .iOS("17.0")
    entry {
        unread: Int
    }
    body {
        VStack {
            if entry.unread {
                Text("New mail")
            }
        }
        .containerBackground(.fill.tertiary, for: .widget)
    }
}
