// Smart Home: a 2x2 grid of device tiles (one row of four in a medium
// widget), each a rounded tile with a symbol, a name and a state; the
// ones that are on are tinted. Grid and GridRow share the widget's
// space equally between the tiles. On Apple Vision Pro it hangs elevated,
// in paper, and a person far from it sees the tiles without their states
// (`wdl render --device vision-pro --level-of-detail simplified`).
struct Device {
    name: String
    symbol: String
    state: String
    isOn: Bool
}

intent ToggleDevice {
    name: String
}

widget SmartHome {
    kind: "SmartHomeWidget"
    displayName: "Home"
    description: "Your favourite accessories."
    families: [.systemSmall, .systemMedium, .systemLarge]
    platform: [.iOS("26.0"), .visionOS("26.0")]
    supportedMountingStyles: [.elevated]
    widgetTexture: .paper
    // The app has a CarPlay scene (garage doors are a driving task), so in
    // CarPlay a tap opens it and the toggles act, undimmed.
    carPlayApp: true

    entry {
        home: String
        devices: [Device]
    }

    placeholder {
        home: "My Home"
        devices: [
            { name: "Lamp", symbol: "lightbulb.fill", state: "80%", isOn: true },
            { name: "Heat", symbol: "thermometer", state: "21°", isOn: true },
            { name: "Door", symbol: "lock.fill", state: "Locked", isOn: false },
            { name: "Fan", symbol: "fan.fill", state: "Off", isOn: false },
        ]
    }

    body {
        // wdl:disable-next-line clipped-content -- sized for the standard text sizes; the largest cut it
        VStack(alignment: .leading, spacing: 8) {
            if family != .systemSmall {
                // The background is a fixed light grey, so the text is
                // fixed dark: in dark mode it would turn white on it. Where
                // the system replaces the background, white.
                // wdl:disable-next-line truncated-text -- cut only at the largest text sizes in a language twice as long as English
                Text(entry.home)
                    .font(.headline)
                    .foregroundStyle(renderingMode == .fullColor ? Color.black : Color.white)
            }
            Grid(horizontalSpacing: 8, verticalSpacing: 8) {
                if family == .systemMedium {
                    // One row of four: a medium widget is wide and short.
                    GridRow {
                        ForEach(entry.devices, id: \.name) { device in
                            Tile(device: device)
                        }
                    }
                } else {
                    GridRow {
                        Tile(device: entry.devices[0])
                        Tile(device: entry.devices[1])
                    }
                    GridRow {
                        Tile(device: entry.devices[2])
                        Tile(device: entry.devices[3])
                    }
                }
            }
        }
        .containerBackground(for: .widget) {
            Color(hex: "#F2F2F7")
        }
    }
}

view Tile(device: Device) {
    Button(intent: ToggleDevice(name: device.name)) {
        VStack(alignment: .leading, spacing: 2) {
            Image(systemName: device.symbol)
                .font(.title3)
                .foregroundStyle(device.isOn ? .orange : .secondary)
            Spacer(minLength: 0)
            // wdl:disable-next-line truncated-text -- sized for the standard text sizes; the largest cut it
            Text(device.name)
                .font(.caption.bold())
                .lineLimit(1)
            if family != .systemSmall, levelOfDetail == .default {
                // wdl:disable-next-line truncated-text low-contrast -- sized for the standard text sizes; the largest cut it; the system's secondary label colour
                Text(device.state)
                    .font(.caption2)
                    .foregroundStyle(.secondary)
            }
        }
        // Fixed dark on the light tiles; white where the system draws the
        // tiles as faint plates (vibrant draws black as almost nothing).
        .foregroundStyle(renderingMode == .fullColor ? Color.black : Color.white)
        .padding(family == .systemSmall ? 6 : 8)
        .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .leading)
        .background {
            // The accented and vibrant modes draw the tile and its content
            // in one colour: there the tile is a faint plate under the text.
            if renderingMode != .fullColor {
                RoundedRectangle(cornerRadius: 12).fill(.white.opacity(device.isOn ? 0.3 : 0.12))
            } else {
                RoundedRectangle(cornerRadius: 12).fill(device.isOn ? Color.white : Color.white.opacity(0.6))
            }
        }
        .shadow(color: .black.opacity(0.08), radius: 2, y: 1)
    }
    .buttonStyle(.plain)
}
