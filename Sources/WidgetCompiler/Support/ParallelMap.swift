import Dispatch
import Foundation

/// Maps `0..<count` on all cores when there is enough work, in order.
///
/// The results come back in index order whatever thread made them, so
/// what is built from them (diagnostics, archives) is the same as from a
/// serial loop. Below `threshold` items the loop runs on the caller's
/// thread: dispatching costs more than a small file's work.
public enum ParallelMap {
    /// Declarations per file from which checking runs on all cores.
    static let declarationThreshold = 16

    /// `parallel: false` keeps the loop on the caller's thread whatever
    /// the count (the benchmark's one-core figures).
    public static func map<Result: Sendable>(
        _ count: Int, threshold: Int, parallel: Bool = true, _ transform: @Sendable (Int) -> Result
    ) -> [Result] {
        guard parallel, count >= threshold, ProcessInfo.processInfo.activeProcessorCount > 1 else {
            return (0..<count).map(transform)
        }
        let slots = Slots<Result>(count: count)
        DispatchQueue.concurrentPerform(iterations: count) { index in
            slots.set(index, transform(index))
        }
        return slots.values
    }

    /// One slot per index, each written once, from any thread.
    private final class Slots<Result: Sendable>: @unchecked Sendable {
        private var storage: [Result?]
        private let lock = NSLock()

        init(count: Int) { storage = Array(repeating: nil, count: count) }

        func set(_ index: Int, _ value: Result) {
            lock.lock()
            storage[index] = value
            lock.unlock()
        }

        var values: [Result] {
            lock.lock()
            defer { lock.unlock() }
            return storage.map { $0! }
        }
    }
}
