// A control toggle for a smart home app: the living room heater, on and
// off. The system draws it in Control Center, on the Lock Screen and for
// the Action button; `wdl snapshot` draws each, in both states.

intent SetHeater {
    value: Bool
}

// wdl:disable-next-line truncated-text -- no translation is longer than the English or Korean yet
control Heater {
    kind: "com.example.home.heater"
    displayName: "Heater"
    description: "Turns the living room heater on and off."
    platform: .iOS("18.0")

    value {
        isOn: Bool
        temperature: Int
    }

    placeholder { isOn: true; temperature: 21 }

    body { value in
        ControlWidgetToggle("Heater", isOn: value.isOn, action: SetHeater()) { isOn in
            Label(
                isOn ? "\(value.temperature)°" : "Off",
                systemImage: isOn ? "flame.fill" : "flame"
            )
            .controlWidgetActionHint(isOn ? "Turn Off Heater" : "Turn On Heater")
            .controlWidgetStatus(isOn ? "Heater On" : "Heater Off")
        }
        .tint(.orange)
    }
}
