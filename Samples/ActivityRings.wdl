// Activity Rings: three trimmed circles, as a fitness app draws its
// move, exercise and stand goals. Each ring is a faint full circle with
// the progress drawn over it by `trim(from:to:)`, turned so it starts at
// 12 o'clock. No Gauge: real widgets build this look from shapes.
struct Ring {
    name: String
    progress: Double
    color: Color
}

widget ActivityRings {
    kind: "ActivityRingsWidget"
    displayName: "Activity"
    description: "Move, exercise and stand at a glance."
    families: [.systemSmall, .systemMedium, .accessoryCircular]
    platform: .iOS("17.0")

    entry {
        move: Ring
        exercise: Ring
        stand: Ring
        calories: Int
    }

    placeholder {
        move: { name: "Move", progress: 0.72, color: "#FA114F" }
        exercise: { name: "Exercise", progress: 0.45, color: "#A6FF00" }
        stand: { name: "Stand", progress: 0.9, color: "#00F0FF" }
        calories: 432
    }

    body {
        switch family {
        case .accessoryCircular:
            ZStack {
                RingView(ring: entry.move, width: 6)
                    .padding(4)
                RingView(ring: entry.exercise, width: 6)
                    .padding(11)
            }
            .widgetLabel("\(entry.calories) kcal")
            .containerBackground(for: .widget) {
                AccessoryWidgetBackground()
            }
        case .systemMedium:
            // wdl:disable-next-line clipped-content -- sized for the standard text sizes; the largest cut it
            HStack(spacing: 16) {
                Rings(move: entry.move, exercise: entry.exercise, stand: entry.stand)
                VStack(alignment: .leading, spacing: 6) {
                    ForEach([entry.move, entry.exercise, entry.stand], id: \.name) { ring in
                        VStack(alignment: .leading, spacing: 0) {
                            // wdl:disable-next-line truncated-text -- cut only at the largest text sizes in a language twice as long as English
                            Text(ring.name)
                                .font(.caption)
                                .foregroundStyle(.gray)
                            // wdl:disable-next-line low-contrast truncated-text -- each ring's own colour, as the Activity app prints it; cut only at the largest text sizes in a language twice as long as English
                            Text(ring.progress.formatted(.percent))
                                .font(.title3.bold())
                                .foregroundStyle(ring.color)
                                .contentTransition(.numericText())
                        }
                    }
                }
                Spacer(minLength: 0)
            }
            .containerBackground(for: .widget) {
                Color.black
            }
        default:
            Rings(move: entry.move, exercise: entry.exercise, stand: entry.stand)
                .containerBackground(for: .widget) {
                    Color.black
                }
        }
    }
}

view Rings(move: Ring, exercise: Ring, stand: Ring) {
    ZStack {
        RingView(ring: move, width: 14)
        RingView(ring: exercise, width: 14)
            .padding(16)
        RingView(ring: stand, width: 14)
            .padding(32)
    }
    .aspectRatio(1, contentMode: .fit)
}

view RingView(ring: Ring, width: Double) {
    ZStack {
        Circle()
            .stroke(ring.color.opacity(0.25), lineWidth: width)
        Circle()
            .trim(from: 0, to: ring.progress)
            .stroke(ring.color, lineWidth: width)
            .rotationEffect(.degrees(-90))
    }
}
