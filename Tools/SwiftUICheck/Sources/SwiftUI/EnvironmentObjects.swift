// Objects SwiftUI keeps in a scene's environment: a scene delegate that is an ObservableObject
// is put there by SwiftUI itself, for the scene's views to read with @EnvironmentObject.
// Availability: Apple's, as iPhoneOS18.0.sdk's SwiftUI.swiftinterface declares it (and Apple's
// documentation for iOS 26's), on each declaration mirrored; the compiler ignores it on Linux, and
// AvailabilityCheck reads it (docs/swiftui.md, "Apple's availability").
import Combine

/// The objects in the stand-in's one window's environment, by type: a test puts what SwiftUI
/// would (the scene's delegate) before it renders.
///
/// Shared mutable state, read and written only on the main thread, as `WindowEnvironment` is.
package enum WindowEnvironmentObjects {
    nonisolated(unsafe) package static var objects: [ObjectIdentifier: AnyObject] = [:]

    /// Puts `object` in the environment, as SwiftUI puts a scene delegate there.
    package static func put<T: ObservableObject>(_ object: T) {
        objects[ObjectIdentifier(T.self)] = object
    }
}

/// Mirrors `@MainActor @preconcurrency @frozen @propertyWrapper struct EnvironmentObject<ObjectType>:
/// DynamicProperty where ObjectType: ObservableObject` (documentation/swiftui/environmentobject).
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@MainActor @preconcurrency
@propertyWrapper
public struct EnvironmentObject<ObjectType: ObservableObject>: DynamicProperty {
    /// Mirrors `init()`.
    public init() {}

    /// Mirrors `var wrappedValue: ObjectType { get }`: as in SwiftUI, a view that reads an object
    /// nobody put in the environment stops the app.
    public var wrappedValue: ObjectType {
        guard let object = WindowEnvironmentObjects.objects[ObjectIdentifier(ObjectType.self)] as? ObjectType else {
            fatalError("No ObservableObject of type \(ObjectType.self) found in the environment.")
        }
        return object
    }
}
