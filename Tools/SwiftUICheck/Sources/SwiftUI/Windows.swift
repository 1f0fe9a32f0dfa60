// Several windows of one app: the window a value opens (WindowGroup(for:content:), openWindow), a
// scene's phase, whether a window appears active and whether the platform opens several windows,
// and what a scene prefers to handle (handlesExternalEvents).
// Availability: Apple's, as iPhoneOS18.0.sdk's SwiftUI.swiftinterface declares it, on each
// declaration mirrored; the compiler ignores it on Linux, and AvailabilityCheck reads it
// (docs/swiftui.md, "Apple's availability").
import Foundation

/// Mirrors `public enum ScenePhase : Swift.Comparable` (documentation/swiftui/scenephase), with its
/// `Sendable` and `Hashable` conformances.
@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
public enum ScenePhase: Comparable, Hashable, Sendable {
    case background
    case inactive
    case active
}

@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
extension EnvironmentValues {
    /// Mirrors `var scenePhase: ScenePhase { get set }` (documentation/swiftui/environmentvalues/scenephase).
    /// A window of the stand-in is active unless its renderer says otherwise
    /// (`ViewRenderer.scenePhase`).
    public var scenePhase: ScenePhase {
        get { self[ScenePhaseKey.self] }
        set { self[ScenePhaseKey.self] = newValue }
    }
}

extension EnvironmentValues {
    /// Mirrors `var appearsActive: Bool { get set }`
    /// (documentation/swiftui/environmentvalues/appearsactive: iOS 18, macOS 10.15 through
    /// `@backDeployed(before: macOS 15.0)`, tvOS 18, watchOS 11, visionOS 2). On an iPad or a Mac,
    /// true in the window the user last interacted with. A window of the stand-in appears active
    /// unless its renderer says otherwise (`ViewRenderer.appearsActive`), as SwiftUI's default is.
    @available(iOS 18.0, macOS 10.15, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
    public var appearsActive: Bool {
        get { self[AppearsActiveKey.self] }
        set { self[AppearsActiveKey.self] = newValue }
    }

    /// Mirrors `var supportsMultipleWindows: Bool { get }`
    /// (documentation/swiftui/environmentvalues/supportsmultiplewindows: iOS 16, macOS 13, tvOS 16,
    /// watchOS 9, visionOS 1): whether the platform opens several windows (an iPad's and a Mac's
    /// yes, an iPhone's no). The stand-in's windows do, unless the renderer says otherwise
    /// (`ViewRenderer.supportsMultipleWindows`).
    @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
    public var supportsMultipleWindows: Bool { self[SupportsMultipleWindowsKey.self] }
}

/// Where the stand-in keeps whether a window appears active.
private struct AppearsActiveKey: EnvironmentKey {
    static let defaultValue = true
}

/// Where the stand-in keeps whether the platform opens several windows.
struct SupportsMultipleWindowsKey: EnvironmentKey {
    static let defaultValue = true
}

extension WindowEnvironment {
    /// Sets whether the platform opens several windows, as the system does: SwiftUI's value is
    /// read-only to apps.
    static func setSupportsMultipleWindows(_ supports: Bool) {
        values[SupportsMultipleWindowsKey.self] = supports
        versions[\EnvironmentValues.supportsMultipleWindows] = nextVersion()
    }
}

/// Where the stand-in keeps a window's phase among the environment's values.
private struct ScenePhaseKey: EnvironmentKey {
    static let defaultValue = ScenePhase.active
}

/// Mirrors `@preconcurrency @MainActor public struct OpenWindowAction` with its `Sendable`
/// conformance (documentation/swiftui/openwindowaction): the calls the sample makes.
@available(iOS 16.0, macOS 13.0, *)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
@preconcurrency @MainActor
public struct OpenWindowAction: Sendable {
    /// Mirrors `@MainActor @preconcurrency func callAsFunction<D>(value: D) where D : Decodable,
    /// D : Encodable, D : Hashable`: the stand-in keeps the value for the test to open its window
    /// (``OpenedWindows``).
    @MainActor @preconcurrency
    public func callAsFunction<D: Decodable & Encodable & Hashable>(value: D) {
        OpenedWindows.values.append(AnyHashable(value))
    }

    /// Mirrors `@MainActor @preconcurrency func callAsFunction(id: String)`.
    @MainActor @preconcurrency
    public func callAsFunction(id: String) {
        OpenedWindows.values.append(AnyHashable(id))
    }
}

@available(iOS 16.0, macOS 13.0, *)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
extension EnvironmentValues {
    /// Mirrors `var openWindow: OpenWindowAction { get }` (documentation/swiftui/environmentvalues/openwindow).
    public var openWindow: OpenWindowAction { OpenWindowAction() }
}

/// The values views asked `openWindow` to open a window for, oldest first: a test opens each in a
/// renderer of its own, as the system opens a window.
///
/// Shared mutable state, read and written only on the main thread, as `WindowEnvironment` is.
package enum OpenedWindows {
    nonisolated(unsafe) package static var values: [AnyHashable] = []
}

/// Mirrors `@MainActor @preconcurrency public struct PresentedWindowContent<Data, Content> :
/// View where Data : Decodable, Data : Encodable, Data : Hashable, Content : View`
/// (documentation/swiftui/presentedwindowcontent). SwiftUI's body is `Never`; the stand-in's is the
/// content, given the window's value (``PresentedWindowValues``), which it draws like any view.
@available(iOS 16.0, macOS 13.0, *)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
@MainActor @preconcurrency
public struct PresentedWindowContent<Data: Decodable & Encodable & Hashable, Content: View>: View {
    nonisolated(unsafe) let content: (Binding<Data?>) -> Content

    nonisolated init(content: @escaping (Binding<Data?>) -> Content) {
        self.content = content
    }

    public var body: Content {
        content(presentedValue(of: SceneStorageValues.rendering, as: Data.self))
    }
}

/// The value `scene`'s window was opened for, as the binding its content gets.
nonisolated private func presentedValue<Data: Hashable>(of scene: String, as _: Data.Type) -> Binding<Data?> {
    Binding(
        reading: { PresentedWindowValues.values[scene]?.base as? Data },
        writing: { newValue in PresentedWindowValues.values[scene] = newValue.map { AnyHashable($0) } })
}

/// The value each window was opened for (`openWindow(value:)`), by the window's scene, as SwiftUI
/// keeps it with the scene; a window opened without one has none.
///
/// Shared mutable state, read and written only on the main thread, as `WindowEnvironment` is.
package enum PresentedWindowValues {
    nonisolated(unsafe) package static var values: [String: AnyHashable] = [:]
}

@available(iOS 16.0, macOS 13.0, *)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
extension WindowGroup {
    /// Mirrors `nonisolated init<D, C>(for type: D.Type, @ViewBuilder content: @escaping
    /// (Binding<D?>) -> C) where Content == PresentedWindowContent<D, C>, D : Decodable,
    /// D : Encodable, D : Hashable, C : View`.
    nonisolated public init<D, C>(for type: D.Type, @ViewBuilder content: @escaping (Binding<D?>) -> C)
    where Content == PresentedWindowContent<D, C>, D: Decodable & Encodable & Hashable, C: View {
        self.init(presenting: PresentedWindowContent(content: content))
    }
}

@available(iOS 14.0, macOS 11.0, *)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
extension View {
    /// Mirrors `nonisolated func handlesExternalEvents(preferring: Set<String>, allowing:
    /// Set<String>) -> some View` (documentation/swiftui/view/handlesexternalevents(preferring:allowing:)).
    nonisolated public func handlesExternalEvents(preferring: Set<String>, allowing: Set<String>) -> some View {
        ModifiedView(content: self, effect: ExternalEventsPreference(preferring: preferring, allowing: allowing))
    }
}

/// `handlesExternalEvents(preferring:allowing:)`: what the window's scene prefers and allows.
struct ExternalEventsPreference: ViewEffect {
    let preferring: Set<String>
    let allowing: Set<String>
}

extension ViewRenderer {
    /// What the window's views say its scene prefers to handle (`handlesExternalEvents`), all of
    /// them together, as SwiftUI matches an event against the scene.
    package var preferredExternalEvents: Set<String> {
        var preferred: Set<String> = []
        for case let preference as ExternalEventsPreference in nodes.compactMap(\.effect) {
            preferred.formUnion(preference.preferring)
        }
        return preferred
    }
}
