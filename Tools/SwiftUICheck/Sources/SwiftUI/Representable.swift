// UIKit inside SwiftUI: UIViewControllerRepresentable and UIViewRepresentable with their contexts,
// and background(alignment:content:), where an app places a representable that only observes.
// Availability: Apple's, as iPhoneOS18.0.sdk's SwiftUI.swiftinterface declares it (and Apple's
// documentation for iOS 26's), on each declaration mirrored; the compiler ignores it on Linux, and
// AvailabilityCheck reads it (docs/swiftui.md, "Apple's availability").
import UIKit

/// Mirrors `@MainActor @preconcurrency protocol UIViewControllerRepresentable: View where Self.Body
/// == Never` (documentation/swiftui/uiviewcontrollerrepresentable; iOS 13, tvOS 13, visionOS 1;
/// unavailable on macOS and watchOS).
@available(iOS 13.0, tvOS 13.0, *)
@available(macOS, unavailable)
@available(watchOS, unavailable)
@MainActor @preconcurrency
public protocol UIViewControllerRepresentable: View where Body == Never {
    /// Mirrors `associatedtype UIViewControllerType: UIViewController`.
    associatedtype UIViewControllerType: UIViewController
    /// Mirrors `associatedtype Coordinator = Void`.
    associatedtype Coordinator = Void
    /// Mirrors `typealias Context = UIViewControllerRepresentableContext<Self>`.
    typealias Context = UIViewControllerRepresentableContext<Self>

    /// Mirrors `func makeUIViewController(context: Self.Context) -> Self.UIViewControllerType`.
    func makeUIViewController(context: Context) -> UIViewControllerType
    /// Mirrors `func updateUIViewController(_ uiViewController: Self.UIViewControllerType, context:
    /// Self.Context)`.
    func updateUIViewController(_ uiViewController: UIViewControllerType, context: Context)
    /// Mirrors `static func dismantleUIViewController(_ uiViewController: Self.UIViewControllerType,
    /// coordinator: Self.Coordinator)`.
    static func dismantleUIViewController(_ uiViewController: UIViewControllerType, coordinator: Coordinator)
    /// Mirrors `func makeCoordinator() -> Self.Coordinator`.
    func makeCoordinator() -> Coordinator
}

extension UIViewControllerRepresentable {
    /// Mirrors the default `static func dismantleUIViewController(_:coordinator:)`, which does nothing.
    public static func dismantleUIViewController(_ uiViewController: UIViewControllerType, coordinator: Coordinator) {}

    /// Mirrors `var body: Never` of representables, which have none.
    public var body: Never { fatalError("\(Self.self) is drawn by its controller") }
}

extension UIViewControllerRepresentable where Coordinator == Void {
    /// Mirrors the default `func makeCoordinator()` when `Coordinator` is `Void`.
    public func makeCoordinator() {}
}

/// Mirrors `@MainActor @preconcurrency struct UIViewControllerRepresentableContext<Representable>
/// where Representable: UIViewControllerRepresentable`
/// (documentation/swiftui/uiviewcontrollerrepresentablecontext). Only `coordinator`: the adapter
/// reads nothing else.
@available(iOS 13.0, tvOS 13.0, *)
@available(macOS, unavailable)
@available(watchOS, unavailable)
@MainActor @preconcurrency
public struct UIViewControllerRepresentableContext<Representable: UIViewControllerRepresentable> {
    /// Mirrors `let coordinator: Representable.Coordinator`.
    public let coordinator: Representable.Coordinator
}

/// Mirrors `@MainActor @preconcurrency protocol UIViewRepresentable: View where Self.Body == Never`
/// (documentation/swiftui/uiviewrepresentable; iOS 13, tvOS 13, visionOS 1; unavailable on macOS and
/// watchOS). Not `sizeThatFits(_:uiView:context:)` (iOS 16), which the adapter does not implement.
@available(iOS 13.0, tvOS 13.0, *)
@available(macOS, unavailable)
@available(watchOS, unavailable)
@MainActor @preconcurrency
public protocol UIViewRepresentable: View where Body == Never {
    /// Mirrors `associatedtype UIViewType: UIView`.
    associatedtype UIViewType: UIView
    /// Mirrors `associatedtype Coordinator = Void`.
    associatedtype Coordinator = Void
    /// Mirrors `typealias Context = UIViewRepresentableContext<Self>`.
    typealias Context = UIViewRepresentableContext<Self>

    /// Mirrors `func makeUIView(context: Self.Context) -> Self.UIViewType`.
    func makeUIView(context: Context) -> UIViewType
    /// Mirrors `func updateUIView(_ uiView: Self.UIViewType, context: Self.Context)`.
    func updateUIView(_ uiView: UIViewType, context: Context)
    /// Mirrors `static func dismantleUIView(_ uiView: Self.UIViewType, coordinator: Self.Coordinator)`.
    static func dismantleUIView(_ uiView: UIViewType, coordinator: Coordinator)
    /// Mirrors `func makeCoordinator() -> Self.Coordinator`.
    func makeCoordinator() -> Coordinator
}

extension UIViewRepresentable {
    /// Mirrors the default `static func dismantleUIView(_:coordinator:)`, which does nothing.
    public static func dismantleUIView(_ uiView: UIViewType, coordinator: Coordinator) {}

    /// Mirrors `var body: Never` of representables, which have none.
    public var body: Never { fatalError("\(Self.self) is drawn by its view") }
}

extension UIViewRepresentable where Coordinator == Void {
    /// Mirrors the default `func makeCoordinator()` when `Coordinator` is `Void`.
    public func makeCoordinator() {}
}

/// Mirrors `@MainActor @preconcurrency struct UIViewRepresentableContext<Representable> where
/// Representable: UIViewRepresentable` (documentation/swiftui/uiviewrepresentablecontext). Only
/// `coordinator`: the adapter reads nothing else.
@available(iOS 13.0, tvOS 13.0, *)
@available(macOS, unavailable)
@available(watchOS, unavailable)
@MainActor @preconcurrency
public struct UIViewRepresentableContext<Representable: UIViewRepresentable> {
    /// Mirrors `let coordinator: Representable.Coordinator`.
    public let coordinator: Representable.Coordinator
}

/// Mirrors `@frozen public struct Alignment: Equatable` (documentation/swiftui/alignment).
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public struct Alignment: Equatable, Sendable {
    let name: String
    /// Mirrors `static let center: Alignment`.
    public static let center = Alignment(name: "center")
}

extension View {
    /// Mirrors `nonisolated func background<V>(alignment: Alignment = .center, @ViewBuilder content: ()
    /// -> V) -> some View where V: View` (documentation/swiftui/view/background(alignment:content:)).
    @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
    nonisolated public func background<V: View>(alignment: Alignment = .center, @ViewBuilder content: () -> V)
        -> some View
    {
        ModifiedView(content: self, effect: Background(content: content()))
    }
}

/// `background(alignment:content:)`: a view drawn behind the one it modifies.
struct Background<Content: View>: ViewEffect {
    let content: Content
    @MainActor func extraParts(in renderer: ViewRenderer) -> [ViewPart] {
        [ViewPart(name: "background", view: content, source: .held)]
    }
}
