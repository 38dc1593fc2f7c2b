// Calibration fixture for the real render 08-ha-tiles-systemSmall-1tile-light.png
// of Calibration/README.md: Home Assistant's "Custom" tiles widget with
// one tile, as the reference README describes it, laid out by the test in
// the render's 160x160 frame without content margins. The icon-font glyph
// is a symbol here; only its box is compared. As in the app's
// WidgetBasicButtonView, the tile's VStack has no spacing.
widget HATileSmall {
    kind: "HATileSmall"
    families: [.systemSmall]
    contentMarginsDisabled: true
    placeholder { date: "2026-08-22T09:00:00Z" }
    body {
        VStack(alignment: .leading, spacing: 0) {
            ZStack {
                Circle()
                    .fill(Color(hex: "#03A9F4").opacity(0.3))
                Image(systemName: "lightbulb")
                    .font(.system(size: 32))
                    .foregroundStyle(Color(hex: "#0288D1"))
            }
            .frame(width: 48, height: 48)
            Spacer()
            Text("Title 0")
                .font(.subheadline)
                .fontWeight(.semibold)
                .lineLimit(2)
            Text("Subtitle 0")
                .font(.footnote)
                .foregroundStyle(.secondary)
        }
        .padding(16)
        .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .leading)
        .containerBackground(for: .widget) {
            Color.white
        }
    }
}
