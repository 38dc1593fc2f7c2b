// Open App: a Lock Screen widget that launches the app (seed article 001,
// OpenAppLockScreenEntryView). The logo has a transparent background, so
// AccessoryWidgetBackground() gives it the standard round backdrop, and the
// template rendering mode lets the Lock Screen tint it.
widget OpenApp {
    kind: "OpenAppLockScreen"
    displayName: "나다 NADA"
    description: "나다 NADA를 실행합니다."
    families: [.accessoryCircular]
    platform: .iOS("16.0")

    body {
        switch family {
        case .accessoryCircular:
            ZStack {
                AccessoryWidgetBackground()
                Image("logoNada")
                    .resizable()
                    .renderingMode(.template)
                    .tint(.white)
                    .padding(8) // EdgeInsets(top: 8, leading: 8, bottom: 8, trailing: 8)
            }
        @unknown default:
            Image("logoNada")
        }
    }
}
