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
        // wdl:disable-next-line clipped-content -- sized for the standard text sizes; the largest cut it
        ZStack {
            AccessoryWidgetBackground()
            VStack {
                // wdl:disable-next-line truncated-text -- sized for the standard text sizes; the largest cut it
                Text(entry.weekday)
                // wdl:disable-next-line truncated-text -- cut only at the largest text sizes in a language twice as long as English
                Text("\(entry.day)")
                    .font(.title)
            }
        }
    }
}
