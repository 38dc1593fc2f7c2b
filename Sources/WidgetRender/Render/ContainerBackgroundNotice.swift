/// What a device shows in place of a widget built with the iOS 17 SDK
/// that has no `containerBackground(for: .widget)`: the message alone on
/// the widget's own background, none of the content.
///
/// CHOICE (Apple shows it but publishes no style): the message in
/// semibold, in the secondary label colour, centred, wrapped between
/// words, on the background the surface has without a container
/// background (the system widget background, or none on the Lock Screen).
enum ContainerBackgroundNotice {
    /// The words a device shows.
    static let message = "Please adopt containerBackground API"

    /// The message's words in lines no wider than `limit` as `measure`
    /// measures them; a word wider than the limit has a line of its own.
    static func lines(within limit: Double, measure: (String) -> Double) -> [String] {
        var lines: [String] = []
        for word in message.split(separator: " ").map(String.init) {
            if let last = lines.last, measure(last + " " + word) <= limit {
                lines[lines.count - 1] = last + " " + word
            } else {
                lines.append(word)
            }
        }
        return lines
    }
}
