// The one place where the stand-in reads an `@isolated(any)` closure synchronously, as SwiftUI does
// with a `Binding`'s closures. Swift lets an `@isolated(any)` synchronous function be called only
// with `await`; SwiftUI's own binding reads are synchronous, which its implementation can do and
// Swift source cannot say without a warning, so this module is compiled with warnings suppressed.
//
// The invariant it relies on: the stand-in calls these closures only on the main thread (every
// test of the check package runs on the main actor), and the adapter's closures are
// `@MainActor`-isolated, so calling them without a hop is what SwiftUI does on a device.

/// `body` as a synchronous function, to be called only where its isolation already holds.
public func synchronous<Value>(_ body: @escaping @isolated(any) @Sendable () -> Value) -> @Sendable () -> Value {
    body
}

/// `body` as a synchronous function, to be called only where its isolation already holds.
public func synchronous<Value>(_ body: @escaping @isolated(any) @Sendable (Value) -> Void) -> @Sendable (Value) -> Void
{
    body
}
