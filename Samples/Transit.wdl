// Transit: the next departures from a stop, written as a widget extension
// writes its views: view structs with stored properties, a constant, an
// @Environment read of the family, Swift-style records, a ViewModifier and
// an `extension View` helper, `let` in the body, printf specifiers in the
// text and a UIKit colour behind it.
struct Departure: Codable, Hashable, Identifiable {
    let id: String
    let line: String
    var destination: String
    var minutes: Int
    var delayed: Bool
}

struct BadgeStyle: ViewModifier {
    @Environment(\.widgetRenderingMode) var renderingMode
    var tint: Color
    private let corner: Double = 4

    func body(content: Content) -> some View {
        // The accented Home Screen draws the badge and its text in one
        // colour: there the badge is an outline, so the text stays readable.
        if renderingMode == .accented {
            content
                .font(.caption.bold())
                .padding(.horizontal, 5)
                .padding(.vertical, 2)
                .overlay(RoundedRectangle(cornerRadius: corner).stroke(lineWidth: 1))
        } else {
            content
                .font(.caption.bold())
                .foregroundStyle(.white)
                .padding(.horizontal, 5)
                .padding(.vertical, 2)
                .background(tint, in: RoundedRectangle(cornerRadius: corner))
        }
    }
}

extension View {
    /// The widget's background: the container background from iOS 17,
    /// a plain background before it.
    func widgetBackground(_ backgroundView: some View) -> some View {
        if #available(iOSApplicationExtension 17.0, *) {
            return containerBackground(for: .widget) {
                backgroundView
            }
        } else {
            return background(backgroundView)
        }
    }
}

struct LineBadge: View {
    let line: String
    var tint: Color = .green

    var body: some View {
        // wdl:disable-next-line low-contrast truncated-text -- the line's own colour, as on the station's signs; cut only at the largest text sizes in a language twice as long as English
        Text(line)
            .modifier(BadgeStyle(tint: tint))
    }
}

struct DepartureRow: View {
    @Environment(\.widgetFamily) var family
    let departure: Departure

    var body: some View {
        HStack(spacing: 6) {
            LineBadge(line: departure.line, tint: departure.delayed ? .orange : .green)
            if family != .systemSmall {
                // wdl:disable-next-line truncated-text -- sized for the standard text sizes; the largest cut it
                Text(departure.destination)
                    .font(.subheadline)
                    .lineLimit(1)
            }
            Spacer(minLength: 4)
            // wdl:disable-next-line low-contrast truncated-text -- orange marks a delay; sized for the standard text sizes; the largest cut it
            Text("\(departure.minutes, specifier: "%d") min")
                .font(.subheadline.monospacedDigit())
                .foregroundStyle(departure.delayed ? .orange : .primary)
        }
    }
}

widget Transit {
    kind: "TransitWidget"
    displayName: "Departures"
    description: "The next departures from your stop."
    families: [.systemSmall, .systemMedium, .accessoryRectangular, .accessoryInline]
    platform: .iOS("17.0")

    entry {
        stop: String
        departures: [Departure]
    }
    placeholder {
        stop: "Central Station"
        departures: [
            { id: "1", line: "S1", destination: "Airport", minutes: 3, delayed: false },
            { id: "2", line: "U4", destination: "Harbour", minutes: 7, delayed: true },
            { id: "3", line: "S8", destination: "Old Town", minutes: 12, delayed: false },
        ]
    }

    body {
        let next = entry.departures.first
        switch family {
        case .accessoryInline:
            Group {
                if let next {
                    // wdl:disable-next-line clipped-content truncated-text -- sized for the standard text sizes; the largest cut it; cut only at the largest text sizes in a language twice as long as English
                    Text("\(next.line) in \(next.minutes, specifier: "%d") min")
                } else {
                    Text("No departures")
                }
            }
            .containerBackground(.clear, for: .widget)
        case .accessoryRectangular:
            // wdl:disable-next-line clipped-content -- sized for the standard text sizes; the largest cut it
            VStack(alignment: .leading) {
                // wdl:disable-next-line truncated-text -- one line by design: a long name ends in '…'
                Text(entry.stop).font(.headline).widgetAccentable()
                ForEach(entry.departures.prefix(2)) { departure in
                    // wdl:disable-next-line truncated-text -- one line by design: a long name ends in '…'
                    Text("\(departure.line) \(departure.destination) · \(departure.minutes) min")
                        .font(.caption)
                }
            }
            .containerBackground(.clear, for: .widget)
        default:
            let shown = family == .systemSmall ? 2 : 3
            // wdl:disable-next-line clipped-content -- sized for the standard text sizes; the largest cut it
            VStack(alignment: .leading, spacing: 6) {
                // wdl:disable-next-line low-contrast truncated-text -- the system's secondary label colour; sized for the standard text sizes; the largest cut it
                Label(entry.stop, systemImage: "tram.fill")
                    .font(.caption.bold())
                    .foregroundStyle(.secondary)
                ForEach(entry.departures.prefix(shown)) { departure in
                    DepartureRow(departure: departure)
                }
                Spacer(minLength: 0)
            }
            .widgetBackground(Color(uiColor: .secondarySystemBackground))
        }
    }
}
