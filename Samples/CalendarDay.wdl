// Calendar Day: the circular "MON / 6" Lock Screen widget from the
// AccessoryWidgetBackground documentation (quoted in seed article 001).
widget CalendarDay {
    kind: "CalendarDayWidget"
    displayName: "Calendar"
    description: "Today's weekday and date on the Lock Screen."
    families: [.accessoryCircular]
    platform: .iOS("16.0")

    entry {
        weekday: String
        day: Int
    }

    placeholder {
        weekday: "MON"
        day: 6
    }

    body {
        ZStack {
            AccessoryWidgetBackground()
            VStack {
                Text(entry.weekday)
                Text("\(entry.day)")
                    .font(.title)
            }
        }
    }
}
