// expect: intent-arguments at 11:33
intent AddWater {
    milliliters: Int
}

widget IntentWrongArgument {
    kind: "IntentWrongArgument"
    families: [.systemSmall]
    platform: .iOS("17.0")
    body {
        Button(intent: AddWater(amount: 250)) {
            Label("250 ml", systemImage: "drop.fill")
        }
        .containerBackground(.fill.tertiary, for: .widget)
    }
}
