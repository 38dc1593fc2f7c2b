/// `ContentMode`: whether `aspectRatio` fits inside or fills its frame.
public enum ContentMode: String, CaseIterable, Sendable, Hashable {
    case fit, fill
}

/// `ContainerBackgroundPlacement`: `containerBackground(for:)`.
public enum ContainerBackgroundPlacement: String, CaseIterable, Sendable, Hashable {
    case widget
}
