// Todo List: an interactive widget (seed article 000, TodoItemView).
// Each row is a Toggle backed by an App Intent; the system flips it
// optimistically, and invalidatableContent() dims the rows until the
// timeline reloads after perform() returns.
struct Todo {
    id: String
    body: String
    complete: Bool
}

intent ToggleTodo {
    id: String
}

widget TodoList {
    kind: "TodoListWidget"
    displayName: "Todo List"
    description: "Check off today's tasks without opening the app."
    families: [.systemMedium, .systemLarge]
    platform: .iOS("17.0")

    entry {
        title: String
        todos: [Todo]
    }

    placeholder {
        title: "Today"
        todos: [
            { id: "1", body: "Buy oat milk", complete: true },
            { id: "2", body: "Book the dentist", complete: false },
            { id: "3", body: "Water the plants", complete: false },
            { id: "4", body: "Send the invoice", complete: false },
        ]
    }

    body {
        // wdl:disable-next-line clipped-content -- sized for the standard text sizes; the largest cut it
        VStack(alignment: .leading, spacing: 6) {
            HStack {
                // wdl:disable-next-line truncated-text -- cut only at the largest text sizes in a language twice as long as English
                Text(entry.title).font(.headline)
                Spacer()
                // wdl:disable-next-line low-contrast truncated-text -- the system's secondary label colour; cut only at the largest text sizes in a language twice as long as English
                Text("\(entry.todos.count) tasks")
                    .font(.caption)
                    .foregroundStyle(.secondary)
            }
            if entry.todos.isEmpty {
                Text("All done for today")
                    .foregroundStyle(.secondary)
            } else {
                ForEach(entry.todos.prefix(family == .systemLarge ? 8 : 3)) { todo in
                    // wdl:disable-next-line small-tap-target -- one row of the list, as tall as its line; the rows do not overlap
                    Toggle(isOn: todo.complete, intent: ToggleTodo(id: todo.id)) {
                        // wdl:disable-next-line truncated-text -- sized for the standard text sizes; the largest cut it
                        Text(todo.body)
                            .lineLimit(1)
                    }
                    .invalidatableContent()
                }
            }
            Spacer(minLength: 0)
        }
        .frame(maxWidth: .infinity, alignment: .leading)
        .containerBackground(.fill.tertiary, for: .widget)
    }
}
