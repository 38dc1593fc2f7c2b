// Riding: a bike-share Live Activity (seed article 002, "[iOS] Live Activity").
// The Lock Screen shows the fee (요금), the distance (주행 거리) and the riding
// time (주행 시간); the Dynamic Island shows the same at a glance. Riding.updates.json
// is one ride: its start, three updates, and the end with a final state; past an
// update's staleDate the Lock Screen greys the fee and says it is updating (갱신 중).
// With the small family, the watch's Smart Stack and CarPlay show a layout of
// their own: the riding time large, the fee below it (`wdl render --family carPlay`).
// wdl:disable-next-line clipped-content -- sized for the standard text sizes; the largest cut it
activity Riding {
    platform: .iOS("18.0")
    supplementalActivityFamilies: [.small]

    attributes {
        bikeNumber: String
    }
    state {
        fee: Int
        distance: Double
        startedAt: Date
    }
    placeholder {
        date: "2026-11-21T09:42:00Z"
        bikeNumber: "SPB-0421"
        fee: 1450
        distance: 3.2
        startedAt: "2026-11-21T09:30:00Z"
    }

    lockScreen {
        if activityFamily == .small {
            // wdl:disable-next-line clipped-content -- sized for the standard text sizes; the largest cut it
            VStack(alignment: .leading, spacing: 2) {
                // wdl:disable-next-line truncated-text -- sized for the standard text sizes; the largest cut it
                Label("\(attributes.bikeNumber)", systemImage: "bicycle")
                    .font(.caption).foregroundStyle(.green)
                Text(state.startedAt, style: .timer).font(.title2).monospacedDigit()
                // wdl:disable-next-line truncated-text -- sized for the standard text sizes; the largest cut it
                Text("\(state.fee) 원 · \(state.distance, format: .number.precision(1)) km")
                    .font(.footnote).foregroundStyle(.secondary)
            }
            .frame(maxWidth: .infinity, alignment: .leading)
            .padding(.horizontal, 12)
        } else {
            // wdl:disable-next-line clipped-content -- sized for the standard text sizes; the largest cut it
            HStack {
                VStack {
                    // Past the update's staleDate the fee may be behind: greyed, "updating".
                    if isStale {
                        Text("\(state.fee) 원").font(.headline).foregroundStyle(.secondary)
                        Text("요금 · 갱신 중")
                    } else {
                        // wdl:disable-next-line truncated-text -- sized for the standard text sizes; the largest cut it
                        Text("\(state.fee) 원").font(.headline)
                        // wdl:disable-next-line truncated-text -- cut only at the largest text sizes in a language twice as long as English
                        Text("요금")
                    }
                }
                .frame(maxWidth: .infinity)
                // wdl:disable-next-line truncated-text -- sized for the standard text sizes; the largest cut it
                VStack { Text("\(state.distance, format: .number.precision(1)) km").font(.headline); Text("주행 거리") }
                    .frame(maxWidth: .infinity)
                // wdl:disable-next-line truncated-text -- sized for the standard text sizes; the largest cut it
                VStack { Text(state.startedAt, style: .timer).font(.headline); Text("주행 시간") }
                    .frame(maxWidth: .infinity)
            }
            .padding()
        }
    }

    dynamicIsland {
        expanded {
            // wdl:disable-next-line truncated-text clipped-content -- sized for the standard text sizes; the largest cut it; cut only at the largest text sizes in a language twice as long as English
            leading { Text("\(state.fee) 원") }
            trailing { Text(state.startedAt, style: .timer) }
            // wdl:disable-next-line clipped-content -- sized for the standard text sizes; the largest cut it
            bottom { Text("\(attributes.bikeNumber)") }
        }
        // wdl:disable-next-line clipped-content -- sized for the standard text sizes; the largest cut it
        compactLeading { Image(systemName: "bicycle").keylineTint(.green) }
        // wdl:disable-next-line truncated-text clipped-content -- sized for the standard text sizes; the largest cut it
        compactTrailing { Text(state.startedAt, style: .timer) }
        // wdl:disable-next-line clipped-content -- sized for the standard text sizes; the largest cut it
        minimal { Image(systemName: "bicycle") }
    }
}
