/// Generates a large, realistic `.wdl` source for the parser benchmark:
/// records, intents, reusable views and widgets with `switch family`,
/// nested stacks, modifier chains, interpolation with formats, Korean text,
/// `ForEach`, `if let`, ternaries and comments, repeated with varied names
/// until the target size is reached.
enum SyntheticSource {
    static func make(minimumBytes: Int) -> String {
        var text = "// Synthetic benchmark source: generated, not hand-written.\n\n"
        var index = 0
        while text.utf8.count < minimumBytes {
            text += unit(index)
            index += 1
        }
        return text
    }

    private static func unit(_ i: Int) -> String {
        """
        struct Task\(i) {
            id: String
            title: String
            done: Bool
            due: Date?
            tags: [String]
        }

        intent ToggleTask\(i) {
            id: String
        }

        /* A reusable row, expanded where it is used. */
        view TaskRow\(i)(task: Task\(i), accent: Color = .orange) {
            HStack(alignment: .firstTextBaseline, spacing: 6) {
                Toggle(isOn: task.done, intent: ToggleTask\(i)(id: task.id)) {
                    Text(task.title)
                        .font(.subheadline)
                        .lineLimit(1)
                        .strikethrough(task.done)
                }
                .toggleStyle(.button)
                Spacer(minLength: 4)
                if let due = task.due {
                    Text(due, style: .relative)
                        .font(.caption2)
                        .foregroundStyle(task.done ? .secondary : accent)
                }
            }
            .padding(.vertical, 2)
        }

        widget Tasks\(i) {
            kind: "TasksWidget\(i)"
            displayName: "할 일 \(i)"
            description: "Today's tasks, checked off from the Home Screen."
            families: [.systemSmall, .systemMedium, .systemLarge, .accessoryRectangular, .accessoryInline]
            platform: .iOS("17.0")

            entry {
                owner: String
                tasks: [Task\(i)]
                progress: Double
                updatedAt: Date
            }

            placeholder {
                owner: "지수"
                tasks: [
                    { id: "a\(i)", title: "장보기", done: false, due: "2026-11-21T18:00:00Z", tags: ["home"] },
                    { id: "b\(i)", title: "Write the report", done: true, due: nil, tags: [] },
                ]
                progress: 0.\(i % 10)5
                updatedAt: "2026-11-21T09:00:00Z"
            }

            body {
                switch family {
                case .accessoryInline:
                    Text("\\(entry.tasks.count) tasks · \\(entry.progress, format: .percent)")
                case .accessoryRectangular:
                    VStack(alignment: .leading) {
                        Text(entry.owner).font(.headline).widgetAccentable()
                        Gauge(value: entry.progress, in: 0...1) {
                            Text("Done")
                        } currentValueLabel: {
                            Text("\\(Int(entry.progress * 100))%")
                        }
                        .gaugeStyle(.accessoryLinearCapacity)
                    }
                default:
                    VStack(alignment: .leading, spacing: family == .systemSmall ? 4 : 8) {
                        HStack {
                            Text("\\(entry.owner)의 할 일").font(.headline)
                            Spacer()
                            Text(entry.updatedAt, style: .time)
                                .font(.caption)
                                .foregroundStyle(.secondary)
                                .monospacedDigit()
                        }
                        ForEach(entry.tasks.prefix(family == .systemLarge ? 8 : 3)) { task in
                            TaskRow\(i)(task: task, accent: .blue)
                        }
                        if entry.tasks.isEmpty {
                            Label("All done", systemImage: "checkmark.circle")
                                .foregroundStyle(.green)
                        }
                        Spacer(minLength: 0)
                        ProgressView(value: entry.progress, total: 1.0)
                            .tint(entry.progress > 0.8 ? .green : .orange)
                    }
                    .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
                    .containerBackground(for: .widget) {
                        LinearGradient(colors: [Color(hex: "#1E1E2E"), .black.opacity(0.9)], startPoint: .top, endPoint: .bottom)
                    }
                    .widgetURL(URL(string: "tasks://list/\\(i)"))
                }
            }
        }


        """
    }
}
