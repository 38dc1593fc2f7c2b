// Calibration fixture for the real render 10-ha-gauge-systemSmall-light.png
// of Calibration/README.md: Home Assistant's gauge widget (value 0.84, "84%",
// min "0", max "100"), as the reference README describes it, laid out by
// the test in the render's 160x160 frame without content margins. The arcs
// are trimmed circles turned to leave a 90 degree gap at the bottom; where
// the app places the labels and the logo is our estimate.
widget HAGauge {
    kind: "HAGauge"
    families: [.systemSmall]
    contentMarginsDisabled: true
    placeholder { date: "2026-08-22T09:00:00Z" }
    body {
        ZStack {
            Circle()
                .trim(from: 0, to: 0.75)
                .stroke(Color(hex: "#03A9F4").opacity(0.25), style: StrokeStyle(lineWidth: 15, lineCap: .round))
                .rotationEffect(.degrees(135))
            Circle()
                .trim(from: 0, to: 0.63)
                .stroke(Color(hex: "#03A9F4"), style: StrokeStyle(lineWidth: 15, lineCap: .round))
                .rotationEffect(.degrees(135))
            Text("84%")
                .font(.largeTitle)
                .bold()
            Text("0")
                .foregroundStyle(.secondary)
                .offset(x: -45, y: 40)
            Text("100")
                .foregroundStyle(.secondary)
                .offset(x: 45, y: 40)
            Image(systemName: "house.fill")
                .font(.system(size: 20))
                .foregroundStyle(Color(hex: "#03A9F4"))
                .offset(y: 56)
        }
        .frame(width: 150, height: 150)
        .offset(y: 10)
        .scaleEffect(0.72)
        .padding(10)
        .containerBackground(for: .widget) {
            Color.white
        }
    }
}
