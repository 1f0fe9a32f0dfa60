// Alerts, confirmation dialogs and sheet sizes: the declarations WaymarkSwiftUI binds, as the iOS 18
// SDK declares them (availability left out).
// Availability: Apple's, as iPhoneOS18.0.sdk's SwiftUI.swiftinterface declares it (and Apple's
// documentation for iOS 26's), on each declaration mirrored; the compiler ignores it on Linux, and
// AvailabilityCheck reads it (docs/swiftui.md, "Apple's availability").
import Foundation

/// Mirrors `public struct ButtonRole: Equatable, Sendable` (documentation/swiftui/buttonrole; iOS 15).
@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
public struct ButtonRole: Equatable, Sendable {
    let name: String
    /// Mirrors `static let destructive: ButtonRole`.
    public static let destructive = ButtonRole(name: "destructive")
    /// Mirrors `static let cancel: ButtonRole`.
    public static let cancel = ButtonRole(name: "cancel")
}

extension Button where Label == Text {
    /// Mirrors `@preconcurrency init<S>(_ title: S, role: ButtonRole?, action: @escaping @MainActor () ->
    /// Void) where S: StringProtocol` (documentation/swiftui/button/init(_:role:action:)-8y5yk; iOS 15).
    @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
    @preconcurrency
    public init<S: StringProtocol>(_ title: S, role: ButtonRole?, action: @escaping @MainActor () -> Void) {
        self.init(action: action, label: { Text(title) })
    }
}

/// Mirrors `public struct PresentationDetent: Hashable, Sendable` (documentation/swiftui/presentationdetent;
/// iOS 16).
@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
public struct PresentationDetent: Hashable, Sendable {
    let name: String
    /// Mirrors `static let medium: PresentationDetent`.
    public static let medium = PresentationDetent(name: "medium")
    /// Mirrors `static let large: PresentationDetent`.
    public static let large = PresentationDetent(name: "large")
    /// Mirrors `static func fraction(_ fraction: CGFloat) -> PresentationDetent`.
    public static func fraction(_ fraction: CGFloat) -> PresentationDetent {
        PresentationDetent(name: "fraction:\(fraction)")
    }
    /// Mirrors `static func height(_ height: CGFloat) -> PresentationDetent`.
    public static func height(_ height: CGFloat) -> PresentationDetent { PresentationDetent(name: "height:\(height)") }
}

extension View {
    /// Mirrors `nonisolated func alert<S, A, M, T>(_ title: S, isPresented: Binding<Bool>, presenting
    /// data: T?, @ViewBuilder actions: (T) -> A, @ViewBuilder message: (T) -> M) -> some View where S:
    /// StringProtocol, A: View, M: View`
    /// (documentation/swiftui/view/alert(_:ispresented:presenting:actions:message:)-8584l; iOS 15).
    @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
    nonisolated public func alert<S: StringProtocol, A: View, M: View, T>(
        _ title: S, isPresented: Binding<Bool>, presenting data: T?, @ViewBuilder actions: (T) -> A,
        @ViewBuilder message: (T) -> M
    ) -> some View {
        ModifiedView(
            content: self,
            effect: DialogPresentation(
                kind: "alert", title: String(title), isPresented: isPresented,
                content: data.map { (actions($0), message($0)) }))
    }

    /// Mirrors `nonisolated func confirmationDialog<S, A, M, T>(_ title: S, isPresented: Binding<Bool>,
    /// titleVisibility: Visibility = .automatic, presenting data: T?, @ViewBuilder actions: (T) -> A,
    /// @ViewBuilder message: (T) -> M) -> some View where S: StringProtocol, A: View, M: View`
    /// (documentation/swiftui/view/confirmationdialog(_:ispresented:titlevisibility:presenting:actions:message:)-9ibgk;
    /// iOS 15).
    @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
    nonisolated public func confirmationDialog<S: StringProtocol, A: View, M: View, T>(
        _ title: S, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic, presenting data: T?,
        @ViewBuilder actions: (T) -> A, @ViewBuilder message: (T) -> M
    ) -> some View {
        ModifiedView(
            content: self,
            effect: DialogPresentation(
                kind: "confirmationDialog", title: String(title), isPresented: isPresented,
                content: data.map { (actions($0), message($0)) }))
    }

    /// Mirrors `nonisolated func presentationDetents(_ detents: Set<PresentationDetent>, selection:
    /// Binding<PresentationDetent>) -> some View`
    /// (documentation/swiftui/view/presentationdetents(_:selection:); iOS 16).
    @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
    nonisolated public func presentationDetents(
        _ detents: Set<PresentationDetent>, selection: Binding<PresentationDetent>
    ) -> some View {
        ModifiedView(content: self, effect: SheetSizes(detents: detents, selection: selection))
    }
}
