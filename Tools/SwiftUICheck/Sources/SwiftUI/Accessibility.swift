// Where VoiceOver's focus goes: AccessibilityFocusState and accessibilityFocused(_:). Only what the
// adapter uses. Availability and isolation: Apple's, as iPhoneOS18.0.sdk's SwiftUI.swiftinterface
// declares them (around offset 1,075,000); neither is main-actor isolated, and the view modifier
// is `nonisolated`. What VoiceOver's focus is on as an update ends is told to the stand-in of
// Apple's Accessibility framework, which records it with each notification posted.
import Accessibility

/// Mirrors `@propertyWrapper @frozen public struct AccessibilityFocusState<Value>:
/// DynamicProperty where Value: Hashable` (documentation/swiftui/accessibilityfocusstate).
///
/// In the stand-in, as on a device, one element has VoiceOver's focus at a time: setting a focus
/// state to a focused value takes focus from the element that had it.
@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
@propertyWrapper
public struct AccessibilityFocusState<Value: Hashable>: DynamicProperty, StateLinking {
    let box: StateBox<Value>
    /// The value that means "not focused": `false`, or `nil`.
    let unfocused: Value

    /// Mirrors `@propertyWrapper @frozen public struct Binding`.
    @propertyWrapper
    public struct Binding {
        let box: StateBox<Value>
        let unfocused: Value

        /// Mirrors `public var wrappedValue: Value { get nonmutating set }`.
        public var wrappedValue: Value {
            get { box.current.value }
            nonmutating set { VoiceOverFocus.set(newValue, in: box.current, unfocused: unfocused) }
        }

        /// Mirrors `public var projectedValue: AccessibilityFocusState<Value>.Binding { get }`.
        public var projectedValue: AccessibilityFocusState<Value>.Binding { self }
    }

    /// Mirrors `public var wrappedValue: Value { get nonmutating set }`.
    public var wrappedValue: Value {
        get { box.current.value }
        nonmutating set { VoiceOverFocus.set(newValue, in: box.current, unfocused: unfocused) }
    }

    /// Mirrors `public var projectedValue: AccessibilityFocusState<Value>.Binding { get }`.
    public var projectedValue: Binding { Binding(box: box, unfocused: unfocused) }

    /// Mirrors `public init() where Value == Bool`.
    public init() where Value == Bool {
        box = StateBox(false)
        unfocused = false
    }

    /// Mirrors `public init<T>() where Value == T?, T: Hashable`.
    public init<T: Hashable>() where Value == T? {
        box = StateBox(nil)
        unfocused = nil
    }

    @MainActor package func link(in renderer: ViewRenderer, key: String) {
        renderer.link(box, key: key)
    }
}

/// Mirrors `extension AccessibilityFocusState: Sendable where Value: Sendable` (its `Binding` is
/// declared not `Sendable`).
@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
extension AccessibilityFocusState: @unchecked Sendable where Value: Sendable {}

/// Which element has VoiceOver's focus: the one focus state set last to a focused value.
///
/// Shared mutable state, read and written only on the main thread, as SwiftUI's is.
package enum VoiceOverFocus {
    nonisolated(unsafe) private static var focused: (box: AnyObject, release: () -> Void)?

    /// Sets `box`, a focus state's storage, to `value`; a focused value takes focus from the
    /// element that had it.
    static func set<Value: Hashable>(_ value: Value, in box: StateBox<Value>, unfocused: Value) {
        if value != unfocused {
            if let focused, focused.box !== box { focused.release() }
            focused = (box, { box.value = unfocused })
        } else if focused?.box === box {
            focused = nil
        }
        box.value = value
    }

    /// The storage of the focus state that holds focus, by identity.
    static var focusedElement: ObjectIdentifier? {
        focused.map { ObjectIdentifier($0.box) }
    }

    /// The update is done: VoiceOver's focus is where the focus states put it. SwiftUI applies a
    /// focus state written by a view's handler once the update that ran the handler is done, not
    /// as the handler writes it, so a notification posted from that handler finds focus where it
    /// was (ViewRenderer calls this as each render ends).
    static func commit() {
        VoiceOver.focusedElement = focusedElement
    }

    /// No element has focus, and VoiceOver has heard nothing: a new window's start.
    package static func reset() {
        focused = nil
        VoiceOver.reset()
    }
}

extension View {
    /// Mirrors `nonisolated public func accessibilityFocused(_ condition:
    /// AccessibilityFocusState<Bool>.Binding) -> some View`
    /// (documentation/swiftui/view/accessibilityfocused(_:)).
    @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
    nonisolated public func accessibilityFocused(_ condition: AccessibilityFocusState<Bool>.Binding) -> some View {
        ModifiedView(
            content: self,
            effect: AccessibilityFocusTarget(
                isFocused: { condition.wrappedValue }, element: { ObjectIdentifier(condition.box.current) }))
    }
}

/// `accessibilityFocused(_:)`: whether VoiceOver's focus is on the view, and the storage of the
/// focus state that puts it there, by identity.
package struct AccessibilityFocusTarget: ViewEffect {
    let isFocused: () -> Bool
    let element: () -> ObjectIdentifier
}

extension ViewRenderer {
    /// The view VoiceOver's focus is on, if a focus state put it on one.
    package var voiceOverFocus: ViewNode? {
        nodes.last { ($0.effect as? AccessibilityFocusTarget)?.isFocused() == true }
    }

    /// The view whose focus state is `element`, as the stand-in of Apple's Accessibility framework
    /// records it with each notification posted (`VoiceOver.Post.focusedElement`).
    package func node(focusedAs element: ObjectIdentifier?) -> ViewNode? {
        guard let element else { return nil }
        return nodes.last { ($0.effect as? AccessibilityFocusTarget)?.element() == element }
    }
}
