// Calibration fixture for the real render 09-ha-tiles-systemMedium-4tiles-light.png
// of Calibration/README.md: Home Assistant's "Custom" tiles widget with
// four tiles in the compact style, as the reference README describes it,
// laid out by the test in the render's 350x160 frame without content
// margins. The icon-font glyphs are symbols here; only boxes are compared.
// As in the app's WidgetBasicButtonView and TileCardStyleModifier, the
// title and subtitle have no spacing between them and the border is a
// centred `stroke`.
widget HATilesMedium {
    kind: "HATilesMedium"
    families: [.systemMedium]
    contentMarginsDisabled: true
    placeholder { date: "2026-08-22T09:00:00Z" }
    body {
        VStack(spacing: 8) {
            HStack(spacing: 8) {
                Tile(title: "Title 0", subtitle: "Subtitle 0")
                Tile(title: "Title 1", subtitle: "Subtitle 1")
            }
            HStack(spacing: 8) {
                Tile(title: "Title 2", subtitle: "Subtitle 2")
                Tile(title: "Title 3", subtitle: "Subtitle 3")
            }
        }
        .padding(8)
        .containerBackground(for: .widget) {
            Color.white
        }
    }
}

view Tile(title: String, subtitle: String) {
    HStack(spacing: 12) {
        ZStack {
            Circle()
                .fill(Color(hex: "#03A9F4").opacity(0.3))
            Image(systemName: "lightbulb")
                .font(.system(size: 20))
                .foregroundStyle(Color(hex: "#0288D1"))
        }
        .frame(width: 38, height: 38)
        VStack(alignment: .leading, spacing: 0) {
            Text(title)
                .font(.footnote)
                .fontWeight(.semibold)
            Text(subtitle)
                .font(.caption)
                .foregroundStyle(.secondary)
        }
    }
    .padding(.horizontal, 12)
    .frame(maxWidth: .infinity, maxHeight: 68, alignment: .leading)
    .background(RoundedRectangle(cornerRadius: 14).fill(Color.white))
    .overlay(RoundedRectangle(cornerRadius: 14).stroke(Color(hex: "#E0E0E0"), lineWidth: 1))
}
