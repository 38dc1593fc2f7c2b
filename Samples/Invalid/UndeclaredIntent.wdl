// expect: undeclared-intent at 19:36
// The intent a toggle runs must be declared, so that its arguments can be
// checked and archived (here it is misspelled).
struct Todo {
    id: String
    title: String
    done: Bool
}

intent ToggleTodo {
    id: String
}

widget Todos {
    kind: "Todos"
    families: [.systemMedium]
    platform: .iOS("17.0")
    body {
        Toggle(isOn: true, intent: TogleTodo(id: "1")) {
            Text("Buy milk")
        }
        .containerBackground(.fill.tertiary, for: .widget)
    }
}
