// expect: interactive-availability at 17:13
// Button(intent:) needs iOS 17; this widget still supports iOS 16 and does
// not guard the button with `if #available(iOS 17.0, *)`.
intent AddWater {
    milliliters: Int
}

widget Water {
    kind: "WaterWidget"
    families: [.systemSmall]
    platform: .iOS("16.0")

    body {
        VStack {
            Text("1.2 L")
                .font(.title)
            Button(intent: AddWater(milliliters: 250)) {
                Label("250 ml", systemImage: "drop.fill")
            }
        }
    }
}
