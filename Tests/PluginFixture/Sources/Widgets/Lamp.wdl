// A control toggle: the plugin emits a ControlWidget, its value provider
// and a SetValueIntent, which build in Swift 6 language mode.
intent SetLamp {
    value: Bool
}

control Lamp {
    kind: "LampControl"
    displayName: "Lamp"
    platform: .iOS("18.0")

    value {
        isOn: Bool
    }

    placeholder {
        isOn: false
    }

    body { value in
        ControlWidgetToggle("Lamp", isOn: value.isOn, action: SetLamp()) { isOn in
            Label(isOn ? "On" : "Off", systemImage: isOn ? "lightbulb.fill" : "lightbulb")
        }
        .tint(.yellow)
    }
}
