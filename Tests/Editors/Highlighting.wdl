// Highlighting fixture: one of each construct the editor grammars colour.
// Tests/Editors finds positions in it by text, so lines may move freely.

/* A block comment /* that nests */ still a comment */

/// A doc comment on the record.
struct Reading {
    label: String
    value: Double
}

intent Refresh {
}

view Meter(level: Double, tint: Color = .green) {
    Capsule().fill(tint)
        .frame(width: 120 * level, height: 8)
}

widget Highlighting {
    kind: "HighlightingWidget"
    displayName: "Tab\there, \"quoted\" \u{1F600}"
    description: "Every construct the highlighters colour."
    families: [.systemSmall, .accessoryInline]
    platform: .iOS("17.0")
    contentMarginsDisabled: false

    entry {
        readings: [Reading]
        note: String?
        count: Int
    }

    placeholder {
        readings: [{ label: "a", value: 0.5 }]
        note: nil
        count: 0x1F
    }

    body {
        switch family {
        case .accessoryInline:
            Text("\(entry.count) readings, \(entry.readings.first?.label ?? "none")")
                .containerBackground(.fill.tertiary, for: .widget)
        @unknown default:
            // wdl:disable-next-line small-text
            VStack(alignment: .leading, spacing: 4) {
                if let note = entry.note, !note.isEmpty {
                    Text(note)
                } else if #available(iOS 17.0, *) {
                    Button(intent: Refresh()) { Image(systemName: "arrow.clockwise") }
                }
                ForEach(entry.readings, id: \.label) { reading in
                    Meter(level: reading.value / 1e2)
                }
                Gauge(value: 0.5, in: 0...1) { Text("HP") }
                Text("\(Int(Double(entry.count) * 100))%")
                    .font(.caption.bold())
                    .foregroundStyle(entry.count > 3 ? .red : .secondary)
            }
            .containerBackground(for: .widget) {
                Color(hex: "#3A2D6B")
            }
        }
    }
}
