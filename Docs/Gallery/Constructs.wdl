// The drawing constructs of Docs/SwiftUISurvey.md, one small widget
// each, for looking at: `wdl gallery Docs/Gallery -o /tmp/gallery`.
// CI checks this file and draws its gallery.

widget Trim {
    kind: "Trim"
    families: [.systemSmall]
    body {
        ZStack {
            Circle()
                .stroke(.gray.opacity(0.3), lineWidth: 14)
            Circle()
                .trim(from: 0, to: 0.66)
                .stroke(.orange, style: StrokeStyle(lineWidth: 14, lineCap: .round))
                .rotationEffect(.degrees(-90))
            Text("66%").font(.title2.bold())
        }
        .padding(8)
        .containerBackground(.background, for: .widget)
    }
}

widget ShadowAndBlur {
    kind: "ShadowAndBlur"
    families: [.systemSmall]
    body {
        VStack(spacing: 16) {
            Text("Shadow")
                .font(.headline)
                .foregroundStyle(.black)
                .padding(10)
                .background(Capsule().fill(.white))
                .shadow(color: .black.opacity(0.3), radius: 6, y: 3)
            Text("Blur")
                .font(.largeTitle.bold())
                .foregroundStyle(.purple)
                .blur(radius: 2)
        }
        .containerBackground(for: .widget) {
            Color(hex: "#EEF1F6")
        }
    }
}

widget Gradients {
    kind: "Gradients"
    families: [.systemSmall]
    body {
        VStack(spacing: 8) {
            RadialGradient(colors: [.yellow, .orange, .red], center: .center, startRadius: 4, endRadius: 44)
                .clipShape(Circle())
            AngularGradient(colors: [.red, .yellow, .green, .blue, .purple, .red], center: .center)
                .mask {
                    Circle().stroke(lineWidth: 10)
                }
        }
        .containerBackground(.background, for: .widget)
    }
}

widget GradientStyles {
    kind: "GradientStyles"
    families: [.systemSmall]
    body {
        VStack(spacing: 10) {
            RoundedRectangle(cornerRadius: 12)
                .fill(.blue.gradient)
                .frame(height: 44)
            Capsule()
                .fill(Gradient(colors: [.mint, .teal]))
                .frame(height: 16)
            Gauge(value: 0.6) {
                Text("UV")
            }
            .gaugeStyle(.accessoryLinearCapacity)
            .tint(Gradient(colors: [.green, .yellow, .orange, .red]))
        }
        .containerBackground(.background, for: .widget)
    }
}

widget GridTiles {
    kind: "GridTiles"
    families: [.systemSmall]
    body {
        Grid(horizontalSpacing: 6, verticalSpacing: 6) {
            GridRow {
                RoundedRectangle(cornerRadius: 8).fill(.blue)
                RoundedRectangle(cornerRadius: 8).fill(.green)
            }
            GridRow {
                RoundedRectangle(cornerRadius: 8).fill(.orange)
                    .gridCellColumns(2)
            }
        }
        .containerBackground(.background, for: .widget)
    }
}

widget Strokes {
    kind: "Strokes"
    families: [.systemSmall]
    body {
        VStack(spacing: 10) {
            RoundedRectangle(cornerRadius: 10)
                .strokeBorder(.teal, style: StrokeStyle(lineWidth: 3, dash: [6, 4]))
            Text("Bordered")
                .padding(6)
                .border(.pink, width: 2)
        }
        .containerBackground(.background, for: .widget)
    }
}

widget Filters {
    kind: "Filters"
    families: [.systemSmall]
    body {
        HStack(spacing: 8) {
            Color.red
                .grayscale(1)
            Color.red
                .saturation(0.4)
            Color.red
                .brightness(0.3)
        }
        .clipShape(RoundedRectangle(cornerRadius: 12))
        .containerBackground(.background, for: .widget)
    }
}

widget Labels {
    kind: "Labels"
    families: [.systemSmall]
    entry {
        steps: Int
    }
    placeholder {
        steps: 8421
    }
    body {
        VStack(alignment: .leading, spacing: 6) {
            Label("Walk", systemImage: "figure.walk")
            Label("Icon only", systemImage: "star.fill")
                .labelStyle(.iconOnly)
                .imageScale(.large)
            Text(entry.steps.formatted())
                .font(.title.bold())
                .contentTransition(.numericText())
            Text(entry.date, format: .dateTime.weekday(.wide).hour().minute())
                .font(.caption)
                .foregroundStyle(.secondary)
        }
        .containerBackground(.background, for: .widget)
    }
}

intent Switch {
    name: String
}

struct PillButton: ButtonStyle {
    var tint: Color = .blue

    func makeBody(configuration: Configuration) -> some View {
        configuration.label
            .font(.caption.bold())
            .foregroundStyle(.white)
            .padding(.horizontal, 10)
            .padding(.vertical, 4)
            .background(tint, in: Capsule())
    }
}

struct CheckToggle: ToggleStyle {
    func makeBody(configuration: Configuration) -> some View {
        HStack(spacing: 4) {
            Image(systemName: configuration.isOn ? "checkmark.circle.fill" : "circle")
                .foregroundStyle(configuration.isOn ? .green : .secondary)
            configuration.label
        }
        .font(.caption)
    }
}

struct BadgeLabel: LabelStyle {
    func makeBody(configuration: Configuration) -> some View {
        HStack(spacing: 4) {
            configuration.icon.foregroundStyle(.orange)
            configuration.title
        }
        .font(.caption2.bold())
    }
}

struct SegmentGauge: GaugeStyle {
    func makeBody(configuration: Configuration) -> some View {
        let lit = Int(configuration.value * 5)
        HStack(spacing: 2) {
            ForEach(0..<5) { index in
                RoundedRectangle(cornerRadius: 2)
                    .fill(index < lit ? Color.teal : Color.gray.opacity(0.3))
                    .frame(height: 8)
            }
        }
    }
}

widget CustomStyles {
    kind: "CustomStyles"
    families: [.systemSmall]
    body {
        VStack(alignment: .leading, spacing: 8) {
            Label("Hot", systemImage: "flame.fill")
            Toggle("Lights", isOn: true, intent: Switch(name: "lights"))
            Toggle("Fan", isOn: false, intent: Switch(name: "fan"))
            Gauge(value: 0.6) {
                Text("Battery")
            }
            Button("Refresh", intent: Switch(name: "all"))
        }
        .labelStyle(BadgeLabel())
        .toggleStyle(CheckToggle())
        .gaugeStyle(SegmentGauge())
        .buttonStyle(PillButton(tint: .indigo))
        .containerBackground(.background, for: .widget)
    }
}

struct Wave: Shape {
    var amplitude: Double = 0.25
    var cycles: Double = 1.5

    func path(in rect: CGRect) -> Path {
        Path { path in
            path.move(to: CGPoint(x: rect.minX, y: rect.midY))
            for step in 1...48 {
                let t = Double(step) / 48
                let y = rect.midY - sin(t * cycles * 2 * .pi) * amplitude * rect.height
                path.addLine(to: CGPoint(x: t * rect.width, y: y))
            }
        }
    }
}

struct Slice: Shape {
    var fraction: Double

    func path(in rect: CGRect) -> Path {
        let center = CGPoint(x: rect.midX, y: rect.midY)
        var path = Path()
        path.move(to: center)
        path.addArc(
            center: center, radius: min(rect.width, rect.height) / 2,
            startAngle: .degrees(-90), endAngle: .degrees(-90 + 360 * fraction), clockwise: false)
        path.closeSubpath()
        return path
    }
}

struct Flag: Shape {
    func path(in rect: CGRect) -> Path {
        var path = Path()
        path.move(to: CGPoint(x: rect.minX, y: rect.minY))
        path.addLine(to: CGPoint(x: rect.maxX, y: rect.minY))
        path.addLine(to: CGPoint(x: rect.maxX - rect.height / 3, y: rect.midY))
        path.addLine(to: CGPoint(x: rect.maxX, y: rect.maxY))
        path.addLine(to: CGPoint(x: rect.minX, y: rect.maxY))
        path.closeSubpath()
        return path
    }
}

widget Paths {
    kind: "Paths"
    families: [.systemSmall]
    body {
        VStack(spacing: 10) {
            HStack(spacing: 10) {
                ZStack {
                    Circle().fill(.gray.opacity(0.2))
                    Slice(fraction: 0.68).fill(.orange)
                }
                Flag()
                    .fill(.indigo)
                    .overlay {
                        Text("Go").font(.caption.bold()).foregroundStyle(.white)
                    }
            }
            Wave(amplitude: 0.3)
                .stroke(.teal, style: StrokeStyle(lineWidth: 3, lineCap: .round))
        }
        .containerBackground(.background, for: .widget)
    }
}

widget ShapeModifiers {
    kind: "ShapeModifiers"
    families: [.systemSmall]
    body {
        VStack(spacing: 8) {
            HStack(spacing: 8) {
                RoundedRectangle(cornerRadius: 4)
                    .rotation(.degrees(45))
                    .fill(.pink)
                Circle()
                    .inset(by: 6)
                    .stroke(.blue, lineWidth: 3)
                Circle()
                    .scale(x: 1, y: 0.5, anchor: .bottom)
                    .fill(.green)
            }
            ZStack {
                ContainerRelativeShape().fill(.yellow.opacity(0.3))
                ContainerRelativeShape().inset(by: 6).fill(.orange)
                Text("Inset").font(.headline).foregroundStyle(.white)
            }
        }
        .containerBackground(.background, for: .widget)
    }
}

widget LazyGrids {
    kind: "LazyGrids"
    families: [.systemMedium]
    body {
        VStack(alignment: .leading, spacing: 8) {
            LazyVGrid(columns: [GridItem(.adaptive(minimum: 56), spacing: 6)], spacing: 6) {
                ForEach(["sun.max.fill", "cloud.fill", "cloud.rain.fill", "snowflake", "wind"], id: \.self) { name in
                    Image(systemName: name)
                        .frame(maxWidth: .infinity, minHeight: 36)
                        .background(.blue.opacity(0.15), in: RoundedRectangle(cornerRadius: 8))
                }
            }
            LazyHGrid(rows: [GridItem(.fixed(18)), GridItem(.fixed(18))], alignment: .top, spacing: 12) {
                ForEach(1..<7) { day in
                    Text("Day \(day)").font(.caption)
                }
            }
        }
        .containerBackground(.background, for: .widget)
    }
}

widget Geometry {
    kind: "Geometry"
    families: [.systemSmall]
    body {
        VStack(alignment: .leading, spacing: 10) {
            Text("Steps").font(.headline)
            GeometryReader { proxy in
                ZStack(alignment: .leading) {
                    Capsule().fill(.green.opacity(0.25))
                    Capsule().fill(.green).frame(width: proxy.size.width * 0.62)
                }
            }
            .frame(height: 12)
            GeometryReader { proxy in
                HStack(alignment: .bottom, spacing: 4) {
                    ForEach([0.3, 0.8, 0.5, 1.0, 0.65], id: \.self) { level in
                        RoundedRectangle(cornerRadius: 3)
                            .fill(.orange)
                            .frame(height: proxy.size.height * level)
                    }
                }
                .frame(height: proxy.size.height, alignment: .bottom)
            }
        }
        .containerBackground(.background, for: .widget)
    }
}

widget RoundedShapes {
    kind: "RoundedShapes"
    families: [.systemSmall]
    platform: .iOS("26.0")
    body {
        VStack(spacing: 8) {
            HStack(spacing: 8) {
                UnevenRoundedRectangle(topLeadingRadius: 18, bottomTrailingRadius: 18)
                    .fill(.mint)
                RoundedRectangle(cornerSize: CGSize(width: 20, height: 8))
                    .fill(.indigo)
            }
            ZStack {
                ConcentricRectangle().fill(EllipticalGradient(colors: [.yellow, .orange, .red]))
                Text("Concentric").font(.caption.bold()).foregroundStyle(.white)
            }
        }
        .containerBackground(.background, for: .widget)
    }
}

struct Sample {
    day: String
    value: Double
    kind: String
}

widget Charts {
    kind: "Charts"
    families: [.systemLarge]
    entry {
        samples: [Sample]
        goal: Double
    }
    placeholder {
        goal: 6
        samples: [
            { day: "Mon", value: 4, kind: "Walk" },
            { day: "Tue", value: 7, kind: "Walk" },
            { day: "Wed", value: 5, kind: "Walk" },
            { day: "Thu", value: 8, kind: "Walk" },
            { day: "Mon", value: 2, kind: "Run" },
            { day: "Wed", value: 3, kind: "Run" },
            { day: "Thu", value: 1, kind: "Run" },
        ]
    }
    body {
        VStack(spacing: 12) {
            HStack(spacing: 12) {
                Chart(entry.samples, id: \.day) { sample in
                    BarMark(x: .value("Day", sample.day), y: .value("Hours", sample.value))
                        .foregroundStyle(by: .value("Kind", sample.kind))
                        .position(by: .value("Kind", sample.kind))
                        .cornerRadius(3)
                }
                Chart {
                    ForEach(entry.samples, id: \.day) { sample in
                        LineMark(x: .value("Day", sample.day), y: .value("Hours", sample.value))
                            .foregroundStyle(by: .value("Kind", sample.kind))
                            .interpolationMethod(.catmullRom)
                        PointMark(x: .value("Day", sample.day), y: .value("Hours", sample.value))
                            .foregroundStyle(by: .value("Kind", sample.kind))
                            .symbol(.square)
                    }
                    RuleMark(y: .value("Goal", entry.goal))
                        .foregroundStyle(.red)
                        .lineStyle(StrokeStyle(lineWidth: 1, dash: [4, 2]))
                        .annotation(position: .top, alignment: .leading) {
                            Text("Goal").font(.caption2).foregroundStyle(.red)
                        }
                }
                .chartLegend(.hidden)
                .chartYAxis {
                    AxisMarks(position: .leading, values: [0, 4, 8]) { value in
                        AxisGridLine()
                        AxisTick()
                        AxisValueLabel()
                    }
                }
            }
            HStack(spacing: 12) {
                Chart {
                    ForEach(entry.samples, id: \.day) { sample in
                        AreaMark(x: .value("Day", sample.day), y: .value("Hours", sample.value))
                            .foregroundStyle(by: .value("Kind", sample.kind))
                    }
                }
                .chartYAxis(.hidden)
                .chartXAxis { AxisMarks(values: ["Mon", "Thu"]) }
                .chartForegroundStyleScale(domain: ["Walk", "Run"], range: [Color.teal, Color.indigo])
                Chart {
                    SectorMark(angle: .value("Hours", 7), innerRadius: .ratio(0.6), angularInset: 2)
                        .annotation(position: .overlay) {
                            Text("7h").font(.caption2.bold()).foregroundStyle(.white)
                        }
                        .foregroundStyle(by: .value("Kind", "Sleep"))
                    SectorMark(angle: .value("Hours", 9), innerRadius: .ratio(0.6), angularInset: 2)
                        .annotation(position: .overlay) {
                            Text("9h").font(.caption2.bold()).foregroundStyle(.white)
                        }
                        .foregroundStyle(by: .value("Kind", "Work"))
                    SectorMark(angle: .value("Hours", 4), innerRadius: .ratio(0.6), angularInset: 2)
                        .annotation(position: .overlay) {
                            Text("4h").font(.caption2.bold()).foregroundStyle(.white)
                        }
                        .foregroundStyle(by: .value("Kind", "Play"))
                }
                Chart {
                    RectangleMark(x: .value("Day", "Mon"), y: .value("Slot", "AM")).foregroundStyle(.orange)
                    RectangleMark(x: .value("Day", "Tue"), y: .value("Slot", "PM")).foregroundStyle(.orange.opacity(0.5))
                    RectangleMark(x: .value("Day", "Wed"), y: .value("Slot", "AM")).foregroundStyle(.orange.opacity(0.3))
                }
                .chartXAxis(.hidden)
            }
        }
        .containerBackground(.background, for: .widget)
    }
}

widget SymbolLayers {
    kind: "SymbolLayers"
    families: [.systemMedium, .accessoryRectangular]
    body {
        VStack(spacing: 4) {
            HStack(spacing: 8) {
                Image(systemName: "cloud.sun.fill")
                Image(systemName: "cloud.sun.fill").symbolRenderingMode(.hierarchical)
                Image(systemName: "cloud.bolt.rain.fill").symbolRenderingMode(.multicolor)
                Image(systemName: "checkmark.circle.fill").foregroundStyle(.white, .green)
                Image(systemName: "exclamationmark.triangle.fill").symbolRenderingMode(.multicolor)
            }
            HStack(spacing: 8) {
                Image(systemName: "wifi", variableValue: 0.5)
                Image(systemName: "cellularbars", variableValue: 0.3)
                Text("Tilted")
                    .padding(4)
                    .background(.fill.secondary, in: RoundedRectangle(cornerRadius: 4))
                    .rotation3DEffect(.degrees(50), axis: (x: 1, y: 0, z: 0))
            }
        }
        .font(.headline)
        .containerBackground(.background, for: .widget)
    }
}
