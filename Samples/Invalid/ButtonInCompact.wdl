// expect: interactive-family at 21:13
// Only the Lock Screen and the expanded Dynamic Island take buttons and
// toggles; the compact and minimal presentations are a single tap (D-INT).
intent PauseTimer {
}

activity Timer {
    platform: .iOS("17.0")
    state {
        endsAt: Date
    }
    lockScreen {
        HStack {
            Text(state.endsAt, style: .timer)
            Button(intent: PauseTimer()) { Image(systemName: "pause.fill") }
        }
    }
    dynamicIsland {
        compactLeading { Image(systemName: "timer") }
        compactTrailing {
            Button(intent: PauseTimer()) { Image(systemName: "pause.fill") }
        }
        minimal { Image(systemName: "timer") }
    }
}
