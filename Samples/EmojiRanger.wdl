// Emoji Ranger: Apple's sample widget from "Adding interactivity to widgets and
// Live Activities". The large widget has the SuperCharge button (iOS 17).
// Mirrors the SwiftUI in seed article 000 (EmojiRangerWidgetEntryView).

intent SuperCharge {
}

widget EmojiRanger {
    kind: "EmojiRangerWidget"
    displayName: "Emoji Ranger"
    description: "Keep an eye on your ranger's health."
    families: [.systemSmall, .systemMedium, .systemLarge, .accessoryCircular, .accessoryRectangular, .accessoryInline]
    platform: .iOS("17.0")

    entry {
        hero: String
        bio: String
        health: Double
        url: URL
        recoversAt: Date
    }

    placeholder {
        date: "2026-11-21T09:45:00Z"
        hero: "Spouty"
        bio: "Spouty loves the ocean and long naps."
        health: 0.75
        url: "emojiranger://spouty"
        recoversAt: "2026-11-21T10:00:00Z"
    }

    body {
        switch family {
        case .accessoryCircular:
            ZStack {
                AccessoryWidgetBackground()
                Gauge(value: entry.health) {
                    Text("HP")
                }
                .gaugeStyle(.accessoryCircularCapacity)
            }
        case .accessoryInline:
            Text("\(entry.hero) recovers \(entry.recoversAt, style: .relative)")
        case .systemLarge:
            VStack {
                HStack(alignment: .top) {
                    // A grey-level portrait on the accented Home Screens,
                    // not iOS 26's white block.
                    if #available(iOS 18.0, *) {
                        Image("avatar-\(entry.hero)")
                            .widgetAccentedRenderingMode(.desaturated)
                            .resizable()
                            .frame(width: 80, height: 80)
                    } else {
                        Image("avatar-\(entry.hero)")
                            .resizable()
                            .frame(width: 80, height: 80)
                    }
                    // wdl:disable-next-line truncated-text -- sized for the standard text sizes; the largest cut it
                    Text(entry.bio)
                        .foregroundStyle(.white)
                }
                .padding()
                // wdl:disable-next-line small-tap-target -- SwiftUI's regular bordered button; the rest of the widget opens the app
                Button(intent: SuperCharge()) {
                    Image(systemName: "bolt.fill")
                }
                .tint(.white)
                .accessibilityLabel("Super charge")
            }
            .containerBackground(for: .widget) {
                Color(hex: "#3A2D6B")
            }
            .widgetURL(entry.url)
        default:
            // White on the fixed purple in both schemes: text that follows
            // the scheme would be black on it in light mode.
            // wdl:disable-next-line clipped-content -- sized for the standard text sizes; the largest cut it
            VStack(alignment: .leading, spacing: 4) {
                // wdl:disable-next-line truncated-text -- sized for the standard text sizes; the largest cut it
                Text(entry.hero).font(.headline)
                Text(entry.recoversAt, style: .timer)
                    .monospacedDigit()
                    .foregroundStyle(.secondary)
            }
            .foregroundStyle(.white)
            .containerBackground(for: .widget) {
                Color(hex: "#3A2D6B")
            }
            .widgetURL(entry.url)
        }
    }
}
