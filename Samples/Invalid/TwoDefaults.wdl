// expect: duplicate-default at 11:9
widget Clock {
    kind: "Clock"
    families: [.systemSmall, .accessoryInline]
    body {
        switch family {
        case .accessoryInline:
            Text("9:41")
        default:
            Text("9:41").font(.largeTitle)
        default:
            EmptyView()
        }
    }
}
