// Delivery: a food order on its way, as an ActivityKit extension writes its
// Live Activity. The Lock Screen and the Dynamic Island are the two
// closures of ActivityConfiguration, pasted with their `context in`; the
// views read `context.state` and `context.attributes`; the expanded
// leading region has the higher priority, so the restaurant's name takes
// the width it needs and the trailing countdown keeps what is left; the
// island sets its keyline, its URL and tighter margins in the compact
// presentation. Its orange is the app's asset colour "Brand", read from
// Assets.xcassets beside it in light and dark. Delivery.updates.json is
// one order, from the kitchen to the door.
enum Stage: Int, Codable {
    case preparing, pickedUp, nearby, delivered

    var title: String {
        switch self {
        case .preparing: "Preparing your order"
        case .pickedUp: "On the way"
        case .nearby: "Almost there"
        case .delivered: "Delivered"
        }
    }

    var symbol: String {
        switch self {
        case .preparing: "frying.pan"
        case .pickedUp: "bicycle"
        case .nearby: "mappin.and.ellipse"
        case .delivered: "checkmark.circle.fill"
        }
    }
}

struct StageBar: View {
    let stage: Stage
    private let steps = 4

    var body: some View {
        HStack(spacing: 4) {
            ForEach(0..<steps, id: \.self) { step in
                Capsule()
                    .fill(step <= stage.rawValue ? Color("Brand") : Color.gray.opacity(0.3))
                    .frame(height: 4)
            }
        }
    }
}

// wdl:disable-next-line clipped-content -- sized for the standard text sizes; the largest cut it
activity Delivery {
    platform: .iOS("17.0")

    attributes {
        restaurant: String
        orderNumber: String
    }
    state {
        stage: Stage
        courier: String
        arrival: Date
    }
    placeholder {
        date: "2026-11-27T18:40:00Z"
        restaurant: "Noodle Bar Hanok"
        orderNumber: "A-2041"
        stage: 1
        courier: "Minji"
        arrival: "2026-11-27T18:58:00Z"
    }

    lockScreen { context in
        // wdl:disable-next-line clipped-content -- sized for the standard text sizes; the largest cut it
        VStack(alignment: .leading, spacing: 8) {
            HStack {
                Image(systemName: context.state.stage.symbol)
                    .foregroundStyle(Color("Brand"))
                // wdl:disable-next-line truncated-text -- sized for the standard text sizes; the largest cut it
                Text(context.state.stage.title)
                    .font(.headline)
                Spacer()
                // wdl:disable-next-line truncated-text -- sized for the standard text sizes; the largest cut it
                Text(context.state.arrival, style: .timer)
                    .font(.headline.monospacedDigit())
                    .multilineTextAlignment(.trailing)
                    .frame(width: 64)
            }
            StageBar(stage: context.state.stage)
            // wdl:disable-next-line truncated-text -- sized for the standard text sizes; the largest cut it
            Text("\(context.attributes.restaurant) · \(context.state.courier) is bringing order \(context.attributes.orderNumber)")
                .font(.caption)
                .foregroundStyle(.secondary)
        }
        .padding()
        .foregroundStyle(.white)
        .activityBackgroundTint(Color.black.opacity(0.8))
    }

    dynamicIsland { context in
        DynamicIsland {
            DynamicIslandExpandedRegion(.leading, priority: 1) {
                // wdl:disable-next-line truncated-text -- one line by design: a long name ends in '…'
                Label(context.attributes.restaurant, systemImage: "takeoutbag.and.cup.and.straw")
                    .font(.headline)
                    .lineLimit(1)
            }
            DynamicIslandExpandedRegion(.trailing) {
                Text(context.state.arrival, style: .timer)
                    .font(.headline.monospacedDigit())
                    .foregroundStyle(Color("Brand"))
                    .frame(width: 56)
            }
            DynamicIslandExpandedRegion(.bottom) {
                // wdl:disable-next-line clipped-content -- sized for the standard text sizes; the largest cut it
                VStack(alignment: .leading, spacing: 6) {
                    Text(context.state.stage.title)
                    StageBar(stage: context.state.stage)
                }
            }
        } compactLeading: {
            // wdl:disable-next-line clipped-content -- sized for the standard text sizes; the largest cut it
            Image(systemName: context.state.stage.symbol)
                .foregroundStyle(Color("Brand"))
        } compactTrailing: {
            // wdl:disable-next-line truncated-text -- sized for the standard text sizes; the largest cut it
            Text(context.state.arrival, style: .timer)
                .font(.caption.monospacedDigit())
                .frame(width: 40)
        } minimal: {
            // wdl:disable-next-line clipped-content -- sized for the standard text sizes; the largest cut it
            Image(systemName: context.state.stage.symbol)
                .foregroundStyle(Color("Brand"))
        }
        .keylineTint(Color("Brand"))
        .widgetURL(URL(string: "noodles://order/\(context.attributes.orderNumber)"))
        .contentMargins(.horizontal, 8, for: .compactLeading)
    }
}
