// The circular "MON / 6" calendar, built by the plugin.
widget Calendar {
    kind: "CalendarWidget"
    displayName: "Calendar"
    description: "Today's weekday and date on the Lock Screen."
    families: [.accessoryCircular, .systemSmall]
    platform: .iOS("17.0")

    entry {
        weekday: String
        day: Int
    }

    placeholder {
        weekday: "MON"
        day: 6
    }

    body {
        VStack {
            Text(entry.weekday)
                .font(.caption)
            Text("\(entry.day)")
                .font(.title)
        }
        .containerBackground(for: .widget) {
            AccessoryWidgetBackground()
        }
    }
}
