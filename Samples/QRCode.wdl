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
            // The clear and tinted Home Screens of iOS 26 would draw the
            // code as one white block: keep its own colours where iOS 18's
            // modifier exists.
            if #available(iOS 18.0, *) {
                Image("widgetQr")
                    .widgetAccentedRenderingMode(.fullColor)
                    .resizable()
                    .scaledToFill()
                    .widgetURL(URL(string: "openQRCode"))
            } else {
                Image("widgetQr")
                    .resizable()
                    .scaledToFill()
                    .widgetURL(URL(string: "openQRCode"))
            }
        }
    }
}
