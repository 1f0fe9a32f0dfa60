// Bindings and the stored properties a view reads: Binding, State, SceneStorage.
// Availability: Apple's, as iPhoneOS18.0.sdk's SwiftUI.swiftinterface declares it (and Apple's
// documentation for iOS 26's), on each declaration mirrored; the compiler ignores it on Linux, and
// AvailabilityCheck reads it (docs/swiftui.md, "Apple's availability").
import Foundation
import IsolationShim
import Observation

/// Mirrors `@frozen @propertyWrapper @dynamicMemberLookup public struct Binding<Value>`
/// (documentation/swiftui/binding).
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@propertyWrapper
public struct Binding<Value> {
    private let read: () -> Value
    private let write: (Value) -> Void

    /// Mirrors `@preconcurrency init(get: @escaping @isolated(any) @Sendable () -> Value,
    /// set: @escaping @isolated(any) @Sendable (Value) -> Void)`
    /// (documentation/swiftui/binding/init(get:set:)).
    @preconcurrency
    public init(
        get: @escaping @isolated(any) @Sendable () -> Value, set: @escaping @isolated(any) @Sendable (Value) -> Void
    ) {
        read = synchronous(get)
        write = synchronous(set)
    }

    /// Mirrors `init(projectedValue: Binding<Value>)`
    /// (documentation/swiftui/binding/init(projectedvalue:)): what lets a closure name its
    /// binding parameter `$value`.
    public init(projectedValue: Binding<Value>) {
        self = projectedValue
    }

    package init(reading: @escaping () -> Value, writing: @escaping (Value) -> Void) {
        read = reading
        write = writing
    }

    /// Mirrors `var wrappedValue: Value { get nonmutating set }`.
    public var wrappedValue: Value {
        get { read() }
        nonmutating set { write(newValue) }
    }

    /// Mirrors `var projectedValue: Binding<Value> { get }`.
    public var projectedValue: Binding<Value> { self }

    /// Mirrors `static func constant(_ value: Value) -> Binding<Value>`.
    public static func constant(_ value: Value) -> Binding<Value> {
        Binding(reading: { value }, writing: { _ in })
    }
}

/// Mirrors `extension Binding: Sendable where Value: Sendable` ("A binding conforms to Sendable
/// only if its wrapped value type also conforms to Sendable", documentation/swiftui/binding).
extension Binding: @unchecked Sendable where Value: Sendable {}

/// The storage of one `State`, kept by the renderer across renders under the view's identity.
/// Observable, as SwiftUI's state is: a body that read it is evaluated again once it is set.
package final class StateBox<Value>: Observable {
    private var stored: Value
    var linked: StateBox<Value>?
    private let registrar = ObservationRegistrar()

    init(_ value: Value) { stored = value }

    var value: Value {
        get {
            registrar.access(self, keyPath: \.value)
            return stored
        }
        set {
            registrar.withMutation(of: self, keyPath: \.value) { stored = newValue }
        }
    }

    var current: StateBox<Value> { linked?.current ?? self }
}

/// A stored property the renderer keeps across renders, as SwiftUI keeps it for a view's identity.
package protocol StateLinking {
    @MainActor func link(in renderer: ViewRenderer, key: String)
}

/// Mirrors `@frozen @propertyWrapper public struct State<Value>: DynamicProperty`
/// (documentation/swiftui/state).
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@propertyWrapper
public struct State<Value>: DynamicProperty, StateLinking {
    let box: StateBox<Value>

    /// Mirrors `init(wrappedValue value: Value)`.
    public init(wrappedValue value: Value) { box = StateBox(value) }
    /// Mirrors `init(initialValue value: Value)`.
    public init(initialValue value: Value) { box = StateBox(value) }

    /// Mirrors `var wrappedValue: Value { get nonmutating set }`.
    public var wrappedValue: Value {
        get { box.current.value }
        nonmutating set { box.current.value = newValue }
    }

    /// Mirrors `var projectedValue: Binding<Value> { get }`.
    public var projectedValue: Binding<Value> {
        let box = box
        return Binding(reading: { box.current.value }, writing: { box.current.value = $0 })
    }

    @MainActor package func link(in renderer: ViewRenderer, key: String) {
        renderer.link(box, key: key)
    }
}

extension State where Value: ExpressibleByNilLiteral {
    /// Mirrors `init() where Value: ExpressibleByNilLiteral`.
    public init() { self.init(wrappedValue: nil) }
}

/// What the stand-in's scenes keep in scene storage, by scene and then by key: a test seeds it to
/// restore a scene and reads it to see what a scene saved.
///
/// Shared mutable state, read and written only on the main thread: SwiftUI reads scene storage
/// from view bodies, and every test of the check package runs on the main actor.
package enum SceneStorageValues {
    nonisolated(unsafe) package static var scenes: [String: [String: Any]] = [:]
    /// The scene whose window is being drawn: a `SceneStorage` made now is that scene's.
    nonisolated(unsafe) package static var rendering = "window"

    /// What the scene being drawn keeps (the first window's, `"window"`, before any is drawn).
    package static var values: [String: Any] {
        get { scenes[rendering] ?? [:] }
        set { scenes[rendering] = newValue }
    }
}

/// Mirrors `@frozen @propertyWrapper public struct SceneStorage<Value>: DynamicProperty`
/// (documentation/swiftui/scenestorage).
@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
@propertyWrapper
public struct SceneStorage<Value>: DynamicProperty {
    private let key: String
    private let defaultValue: Value
    /// The scene whose storage this is: the one being drawn when the view was made.
    private let scene = SceneStorageValues.rendering

    /// Mirrors `var wrappedValue: Value { get nonmutating set }`.
    public var wrappedValue: Value {
        get { SceneStorageValues.scenes[scene]?[key].flatMap { $0 as? Value } ?? defaultValue }
        nonmutating set { SceneStorageValues.scenes[scene, default: [:]][key] = newValue }
    }

    /// Mirrors `var projectedValue: Binding<Value> { get }`.
    public var projectedValue: Binding<Value> {
        let (key, scene, defaultValue) = (key, scene, defaultValue)
        return Binding(
            reading: { SceneStorageValues.scenes[scene]?[key].flatMap { $0 as? Value } ?? defaultValue },
            writing: { SceneStorageValues.scenes[scene, default: [:]][key] = $0 })
    }

    /// Mirrors `init(wrappedValue: Value, _ key: String) where Value == Data`.
    public init(wrappedValue: Value, _ key: String) where Value == Data {
        self.key = key
        defaultValue = wrappedValue
    }
}

extension SceneStorage where Value: ExpressibleByNilLiteral {
    /// Mirrors `init(_ key: String) where Value == Data?`.
    public init(_ key: String) where Value == Data? {
        self.key = key
        defaultValue = nil
    }
}
