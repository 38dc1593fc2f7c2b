// A widget with what `wdl audit` finds, one of each, for the README's
// "Audit" section and its gallery picture. Not a sample: it is wrong on
// purpose.

widget Crowded {
    kind: "CrowdedWidget"
    displayName: "Departures"
    families: [.systemMedium]
    placeholder { date: "2026-11-21T09:00:00Z" }

    body {
        VStack(alignment: .leading, spacing: 6) {
            HStack {
                Text("Tuesday's departures from Central Station")
                    .font(.headline)
                    .lineLimit(1)
                Link(destination: URL(string: "transit://refresh")!) {
                    Image(systemName: "arrow.clockwise")
                }
            }
            HStack {
                Text("S1 Airport")
                Spacer()
                Text("3 min")
                    .foregroundStyle(.black)
                    .padding(4)
                    .background(Color.white)
            }
            Text("Updated 2 min ago")
                .font(.caption)
                .foregroundStyle(Color(white: 0.6))
            Text("Times are estimates")
                .font(.system(size: 9))
        }
        .foregroundStyle(.white)
        .containerBackground(for: .widget) {
            Color.blue
        }
    }
}
