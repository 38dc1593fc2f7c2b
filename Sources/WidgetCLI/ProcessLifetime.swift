/// Values the command line keeps until the process exits instead of
/// freeing them.
///
/// A command analyses its files and exits; taking a large file's syntax
/// tree, check results and archives apart node by node cost about 5% of a
/// `wdl check` (callgrind on the benchmark's 400-widget corpus), work the
/// system does at once when the process ends. Clang's `-disable-free` makes
/// the same trade. The cost: `wdl check a.wdl b.wdl ...` holds every
/// file's analysis to the end, at most the sum of what each needed at its
/// peak (11 bytes per source byte). Only the command line does this: the
/// language server lives long and frees what it no longer needs.
enum ProcessLifetime {
    /// Keeps `value` alive until the process exits.
    static func keep<Value>(_ value: Value) {
        _ = Unmanaged.passRetained(Kept(value))
    }

    /// The box that holds a kept value.
    private final class Kept<Value> {
        let value: Value
        init(_ value: Value) { self.value = value }
    }
}
