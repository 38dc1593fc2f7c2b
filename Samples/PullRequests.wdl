// Pull Requests: the open PRs of a repository (seed article 003,
// "TimelineProvider와 WidgetCenter"). The timeline in
// PullRequests.timeline.json mirrors the article's provider: one entry per
// pull request, then a new timeline at the end.
struct User {
    name: String
    imageUrl: URL?
}

struct PullRequest {
    title: String
    state: String
    user: User
    createdDate: Date
    updatedDate: Date
    url: URL
}

widget PullRequests {
    kind: "PRListWidget"
    displayName: "Pull Requests"
    description: "Open pull requests of eunjin3786/MyRepo."
    families: [.systemMedium, .systemLarge]
    platform: .iOS("17.0")
    // The app reloads the timeline when it has fetched new pull requests.
    reloadedBy: [.app]

    entry {
        prList: [PullRequest]
    }

    placeholder {
        date: "2026-11-21T09:00:00Z"
        prList: [
            {
                title: "버그 픽스 PR 합니다."
                state: "open"
                user: { name: "죠르디", imageUrl: nil }
                createdDate: "2020-07-06T09:00:00Z"
                updatedDate: "2020-07-07T09:00:00Z"
                url: "https://github.com/eunjin3786/MyRepo/pull/1"
            },
            {
                title: "새로운 피쳐 PR 합니다."
                state: "open"
                user: { name: "라이언", imageUrl: nil }
                createdDate: "2020-07-06T10:00:00Z"
                updatedDate: "2020-07-07T10:00:00Z"
                url: "https://github.com/eunjin3786/MyRepo/pull/2"
            },
        ]
    }

    body {
        // wdl:disable-next-line clipped-content -- sized for the standard text sizes; the largest cut it
        VStack(alignment: .leading, spacing: 8) {
            HStack {
                Image(systemName: "arrow.triangle.pull")
                // wdl:disable-next-line truncated-text -- sized for the standard text sizes; the largest cut it
                Text("Pull Requests").font(.headline)
                Spacer()
                // wdl:disable-next-line low-contrast -- the system's secondary label colour
                Text("\(entry.prList.count)")
                    .font(.caption.bold())
                    .foregroundStyle(.secondary)
            }
            if entry.prList.isEmpty {
                Text("열린 PR이 없어요")
                    .foregroundStyle(.secondary)
            } else {
                ForEach(entry.prList.prefix(family == .systemLarge ? 6 : 2)) { pr in
                    // wdl:disable-next-line small-tap-target -- one row of the list, as tall as its two lines; the rows do not overlap
                    Link(destination: pr.url) {
                        VStack(alignment: .leading, spacing: 2) {
                            // wdl:disable-next-line truncated-text -- sized for the standard text sizes; the largest cut it
                            Text(pr.title)
                                .font(.subheadline)
                                .lineLimit(1)
                            // wdl:disable-next-line low-contrast truncated-text -- the system's secondary label colour; cut only at the largest text sizes in a language twice as long as English
                            Text("\(pr.user.name) · \(pr.updatedDate, style: .relative)")
                                .font(.caption)
                                .foregroundStyle(.secondary)
                        }
                    }
                }
            }
            Spacer(minLength: 0)
        }
        .frame(maxWidth: .infinity, alignment: .leading)
        .containerBackground(.fill.tertiary, for: .widget)
    }
}
