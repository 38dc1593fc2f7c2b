// expect: api-availability at 13:10
// containerBackground(for: .widget) arrived with iOS 17. A widget that
// still supports iOS 16 needs `if #available(iOS 17.0, *)` around it.
widget Moon {
    kind: "Moon"
    families: [.systemSmall]
    platform: .iOS("16.0")

    body {
        VStack {
            Text("🌔 Waxing gibbous")
        }
        .containerBackground(for: .widget) {
            Color(hex: "#101828")
        }
    }
}
