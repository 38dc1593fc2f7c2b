// expect: family-unavailable at 5:30
// systemExtraLarge exists on iPad, Mac and Vision Pro, never on iPhone.
widget Calendar {
    kind: "Calendar"
    families: [.systemLarge, .systemExtraLarge]
    platform: .iOS("17.0")

    body {
        Text("Today")
            .containerBackground(.fill.tertiary, for: .widget)
    }
}
