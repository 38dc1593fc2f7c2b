import WidgetArchive

/// `GeometryReader`: it takes all the space it is offered (10 x 10 pt
/// when offered none, as SwiftUI's ideal size is) and lays its content out
/// from its top leading corner, as a `ZStack(alignment: .topLeading)`.
/// Its content is built when its size is known: the lengths that read
/// `proxy.size` (`ReaderLength`) become numbers for that size.
extension LayoutNode {
    /// SwiftUI's ideal size of a reader offered no size.
    static let readerIdealLength = 10.0

    func readerSize(_ proposal: Proposal) -> Size {
        Self.greedySize(
            proposal, ideal: Size(Self.readerIdealLength, Self.readerIdealLength))
    }

    /// A view that takes all the space it is offered (a reader, a chart):
    /// the offer on each axis, or `ideal` where the offer is none or infinite.
    static func greedySize(_ proposal: Proposal, ideal: Size) -> Size {
        func length(_ offered: Double?, _ ideal: Double) -> Double {
            guard let offered, offered.isFinite else { return ideal }
            return max(0, offered)
        }
        return Size(length(proposal.width, ideal.width), length(proposal.height, ideal.height))
    }

    func placeReader(in rect: Rect) {
        if readerContentSize != rect.size, let content = readerContent {
            children = content(rect.size)
            readerContentSize = rect.size
        }
        for child in children {
            let size = child.sizeThatFits(Proposal(width: rect.width, height: rect.height))
            child.place(in: Rect(x: rect.x, y: rect.y, width: size.width, height: size.height))
        }
    }
}

/// The lengths of a reader's content worked out for its size.
enum ReaderContent {
    /// `views` with every `ReaderLength` in a length or number argument
    /// replaced by its value for `size`. A reader inside is left for its
    /// own size; a path's elements read the path's own frame.
    static func resolve(_ views: [ArchivedView], size: Size, depth: Int = 0) -> [ArchivedView] {
        guard depth < 512 else { return views }
        return views.map { view in
            var view = view
            view.arguments = resolve(view.arguments, row: view.kind.schema, size)
            view.modifiers = view.modifiers.map { modifier in
                var modifier = modifier
                modifier.arguments = resolve(modifier.arguments, row: modifier.kind.schema, size)
                if case .views(let inner)? = modifier.arguments["content"] {
                    modifier.arguments["content"] = .views(
                        resolve(inner, size: size, depth: depth + 1))
                }
                return modifier
            }
            if view.kind != .geometryReader {
                view.children = resolve(view.children, size: size, depth: depth + 1)
            }
            return view
        }
    }

    private static func resolve(_ arguments: ArchiveArguments, row: some SchemaRow, _ size: Size)
        -> ArchiveArguments
    {
        var resolved = arguments
        for argument in arguments {
            guard let measure = ReaderLength.measure(argument.value),
                let name = ArgumentName(rawValue: argument.name),
                row.parameters(named: name).contains(where: {
                    [.length, .number].contains($0.type)
                })
            else { continue }
            let value = measure.value(width: size.width, height: size.height)
            resolved[argument.name] = .number(value.isFinite ? value : 0)
        }
        return resolved
    }
}
