// The golden archive's source: a small widget that touches the metadata,
// an interpolated number, a date kept for the renderer and a modifier.
widget Tiny {
    kind: "Tiny"
    families: [.accessoryInline]
    platform: .iOS("17.0")
    entry {
        count: Int
    }
    placeholder {
        date: "2026-11-21T09:00:00Z"
        count: 3
    }
    body {
        Text("\(entry.count) due \(entry.date, style: .relative)")
            .bold()
    }
}
