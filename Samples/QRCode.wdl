// QR Code: opens the app's camera view (seed article 001, QRCodeEntryView).
// One widget serves the Home Screen and the Lock Screen by switching on the
// family; both open the same deep link.
widget QRCode {
    kind: "QRCodeWidget"
    displayName: "QR Code 위젯"
    description: "QR Code 를 인식할 수 있도록 카메라로 빠르게 접근합니다."
    families: [.systemSmall, .accessoryCircular]
    platform: .iOS("16.0")

    body {
        switch family {
        case .accessoryCircular:
            Image("widgetQr")
                .resizable()
                .widgetURL(URL(string: "openQRCode"))
        @unknown default:
            Image("widgetQr")
                .resizable()
                .scaledToFill()
                .widgetURL(URL(string: "openQRCode"))
        }
    }
}
