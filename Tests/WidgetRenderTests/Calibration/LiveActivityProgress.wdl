// Calibration fixture for the real render 07-ha-liveActivity-lockScreen-progress-light.png
// of Calibration/README.md: Home Assistant's Live Activity Lock Screen
// view, "progress" sample, as the reference README describes it. It is
// written as a widget so that the test can lay it out in the render's own
// 360x130 frame (the content is centred vertically in it). The app sizes the
// bar's fill with a GeometryReader; here it is 40% of the 328 pt row.
widget HALiveActivityProgress {
    kind: "HALiveActivityProgress"
    families: [.systemMedium]
    contentMarginsDisabled: true
    placeholder { date: "2026-08-22T09:00:00Z" }
    body {
        VStack(alignment: .leading, spacing: 12) {
            HStack(alignment: .top, spacing: 12) {
                ZStack {
                    RoundedRectangle(cornerRadius: 12)
                        .fill(Color(hex: "#03A9F4").opacity(0.2))
                    RoundedRectangle(cornerRadius: 12)
                        .strokeBorder(Color(hex: "#03A9F4").opacity(0.28), lineWidth: 1)
                    Image(systemName: "washer")
                        .font(.system(size: 28))
                        .foregroundStyle(Color(hex: "#03A9F4"))
                }
                .frame(width: 48, height: 48)
                VStack(alignment: .leading, spacing: 4) {
                    Text("Laundry")
                        .font(.title3)
                        .fontWeight(.semibold)
                    Text("Washing cycle")
                        .font(.body)
                        .foregroundStyle(.secondary)
                }
                Spacer()
                Text("40%")
                    .font(.headline)
                    .monospacedDigit()
            }
            ZStack(alignment: .leading) {
                Capsule()
                    .fill(Color.primary.opacity(0.12))
                Capsule()
                    .fill(Color(hex: "#03A9F4"))
                    .frame(width: 131.2)
            }
            .frame(height: 10)
        }
        .padding(16)
        .containerBackground(for: .widget) {
            Color.white
        }
    }
}
