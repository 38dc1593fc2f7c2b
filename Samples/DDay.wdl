// D-Day: a couple's day counter over their photo (seed article 004, "Realm과
// Widget"). The app stores the photo and the start date in a shared Realm;
// the widget only shows them. The photo fills the container background so
// that the system can remove it where backgrounds are removed (StandBy).
widget DDay {
    kind: "OurToday"
    displayName: "우리 오늘"
    description: "우리가 함께한 날을 세어 드려요."
    families: [.systemSmall, .systemMedium]
    platform: .iOS("17.0")
    contentMarginsDisabled: true

    entry {
        title: String
        startDate: Date
        days: Int
        photo: String?
    }

    placeholder {
        title: "우리 함께한 지"
        startDate: "2025-02-14T00:00:00Z"
        days: 646
        photo: nil
    }

    body {
        VStack(spacing: 4) {
            Spacer()
            // wdl:disable-next-line truncated-text -- cut only at the largest text sizes in a language twice as long as English
            Text(entry.title)
                .font(.caption)
                .foregroundStyle(.white)
            // wdl:disable-next-line truncated-text -- cut only at the largest text sizes in a language twice as long as English
            Text("D+\(entry.days)")
                .font(.system(size: 34, weight: .bold, design: .rounded))
                .foregroundStyle(.white)
            if family == .systemMedium {
                // wdl:disable-next-line truncated-text -- cut only at the largest text sizes in a language twice as long as English
                Text("\(entry.startDate, style: .date)부터")
                    .font(.caption2)
                    .foregroundStyle(.white.opacity(0.8))
            }
        }
        .padding(.bottom, 12)
        .frame(maxWidth: .infinity, maxHeight: .infinity)
        .containerBackground(for: .widget) {
            if let photo = entry.photo {
                Image(photo)
                    .resizable()
                    .aspectRatio(contentMode: .fill)
            } else {
                Image("mainImage")
                    .resizable()
                    .aspectRatio(contentMode: .fill)
            }
        }
    }
}
