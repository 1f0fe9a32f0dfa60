import Foundation
// What a view does as it appears, changes and receives: onAppear, onDisappear, task, onChange,
// onOpenURL, onContinueUserActivity (NSUserActivity, which Linux's Foundation lacks, is in
// FoundationAdditions, which this module re-exports).
// Availability: Apple's, as iPhoneOS18.0.sdk's SwiftUI.swiftinterface declares it (and Apple's
// documentation for iOS 26's), on each declaration mirrored; the compiler ignores it on Linux, and
// AvailabilityCheck reads it (docs/swiftui.md, "Apple's availability").
@_exported import FoundationAdditions

extension View {
    /// Mirrors `nonisolated func onAppear(perform action: (() -> Void)? = nil) -> some View`
    /// (documentation/swiftui/view/onappear(perform:)).
    @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
    nonisolated public func onAppear(perform action: (() -> Void)? = nil) -> some View {
        ModifiedView(content: self, effect: Lifecycle(onAppear: action, onDisappear: nil))
    }

    /// Mirrors `nonisolated func onDisappear(perform action: (() -> Void)? = nil) -> some View`
    /// (documentation/swiftui/view/ondisappear(perform:)).
    @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
    nonisolated public func onDisappear(perform action: (() -> Void)? = nil) -> some View {
        ModifiedView(content: self, effect: Lifecycle(onAppear: nil, onDisappear: action))
    }

    /// Mirrors `nonisolated func task(priority: TaskPriority = .userInitiated, @_inheritActorContext _
    /// action: @escaping @isolated(any) @Sendable () async -> Void) -> some View`
    /// (documentation/swiftui/view/task(priority:_:)).
    @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
    nonisolated public func task(
        priority: TaskPriority = .userInitiated,
        @_inheritActorContext _ action: @escaping @isolated(any) @Sendable () async -> Void
    ) -> some View {
        ModifiedView(content: self, effect: ViewTask(id: nil, action: action))
    }

    /// Mirrors `nonisolated func task<T>(id value: T, priority: TaskPriority = .userInitiated,
    /// @_inheritActorContext _ action: @escaping @isolated(any) @Sendable () async -> Void) -> some View
    /// where T: Equatable` (documentation/swiftui/view/task(id:priority:_:)).
    @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
    nonisolated public func task<T: Equatable>(
        id value: T, priority: TaskPriority = .userInitiated,
        @_inheritActorContext _ action: @escaping @isolated(any) @Sendable () async -> Void
    ) -> some View {
        ModifiedView(content: self, effect: ViewTask(id: value, action: action))
    }

    /// Mirrors `nonisolated func onChange<V>(of value: V, initial: Bool = false, _ action: @escaping ()
    /// -> Void) -> some View where V: Equatable` (documentation/swiftui/view/onchange(of:initial:_:)).
    @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
    nonisolated public func onChange<V: Equatable>(of value: V, initial: Bool = false, _ action: @escaping () -> Void)
        -> some View
    {
        ModifiedView(
            content: self, effect: ChangeObserver(value: value, initial: initial, action: { _, _ in action() }))
    }

    /// Mirrors `nonisolated func onChange<V>(of value: V, initial: Bool = false, _ action: @escaping (V,
    /// V) -> Void) -> some View where V: Equatable`
    /// (documentation/swiftui/view/onchange(of:initial:_:)-4psgg).
    @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
    nonisolated public func onChange<V: Equatable>(
        of value: V, initial: Bool = false, _ action: @escaping (_ oldValue: V, _ newValue: V) -> Void
    ) -> some View {
        ModifiedView(content: self, effect: ChangeObserver(value: value, initial: initial, action: action))
    }

    /// Mirrors `nonisolated func onOpenURL(perform action: @escaping (URL) -> ()) -> some View`
    /// (documentation/swiftui/view/onopenurl(perform:)).
    @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
    nonisolated public func onOpenURL(perform action: @escaping (URL) -> Void) -> some View {
        ModifiedView(content: self, effect: OpenURLHandler(action: action))
    }

    /// Mirrors `nonisolated func onContinueUserActivity(_ activityType: String, perform action: @escaping
    /// (NSUserActivity) -> ()) -> some View`
    /// (documentation/swiftui/view/oncontinueuseractivity(_:perform:)).
    @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
    nonisolated public func onContinueUserActivity(
        _ activityType: String, perform action: @escaping (NSUserActivity) -> Void
    )
        -> some View
    {
        ModifiedView(content: self, effect: UserActivityHandler(activityType: activityType, action: action))
    }

    /// Mirrors `nonisolated func userActivity(_ activityType: String, isActive: Bool = true, _ update:
    /// @escaping (NSUserActivity) -> ()) -> some View`
    /// (documentation/swiftui/view/useractivity(_:isactive:_:)).
    @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
    nonisolated public func userActivity(
        _ activityType: String, isActive: Bool = true, _ update: @escaping (NSUserActivity) -> Void
    ) -> some View {
        ModifiedView(
            content: self,
            effect: UserActivityAdvertisement(activityType: activityType, isActive: isActive, update: update))
    }
}
