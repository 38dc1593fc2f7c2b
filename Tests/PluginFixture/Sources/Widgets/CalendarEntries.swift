// What the app writes beside the .wdl: the timeline's entries.
import WidgetKit

extension CalendarEntry {
    static func entries(
        in context: TimelineProviderContext, completion: @escaping ([CalendarEntry]) -> Void
    ) {
        completion([.placeholder])
    }
}
