// What the app writes beside Counter.wdl: the timeline's entries and what
// the intent does.
import WidgetKit

extension CounterEntry {
    static func entries(
        in context: TimelineProviderContext, completion: @escaping ([CounterEntry]) -> Void
    ) {
        completion([.placeholder])
    }
}

extension AddOne {
    static func run(amount: Int) async throws {}
}
