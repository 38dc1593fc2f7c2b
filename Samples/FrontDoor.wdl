// A control button for a smart home app: it unlocks the front door. It
// is privacy-sensitive, so a locked phone shows its symbol alone.

intent UnlockDoor {
    door: String
}

// wdl:disable-next-line truncated-text -- no translation is longer than the English or Korean yet
control FrontDoor {
    kind: "com.example.home.front-door"
    displayName: "Unlock Front Door"
    description: "Unlocks the front door."
    platform: .iOS("18.0")

    body {
        ControlWidgetButton(action: UnlockDoor(door: "front")) {
            Label("Front Door", systemImage: "lock.open.fill")
                .controlWidgetActionHint("Unlock Front Door")
                .controlWidgetStatus("Unlocked")
        }
        .privacySensitive()
    }
}
