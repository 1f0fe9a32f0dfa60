/// An alert or a confirmation dialog, over whatever is on top: navigation state like the rest, so a
/// feature asks for one through its router instead of keeping a `showAlert` flag, and a test reads
/// it from the state.
///
/// At most one is shown at a time (``NavigationState/dialog``). It holds no closure: each button's
/// action is a value of the feature that asked (``DialogAction``), which ``NavigationRouter/answerDialog(button:)``
/// hands back, so the state stays `Equatable`. It is transient: never encoded, never restored.
public struct Dialog: Hashable, Sendable {
    /// How SwiftUI shows it.
    public enum Style: String, Hashable, Sendable {
        /// `.alert(_:isPresented:presenting:actions:message:)`.
        case alert
        /// `.confirmationDialog(_:isPresented:titleVisibility:presenting:actions:message:)`.
        case confirmationDialog
    }

    /// One of its buttons.
    public struct Button: Hashable, Sendable {
        /// What a button does besides closing the dialog, as SwiftUI's `ButtonRole` says it.
        public enum Role: String, Hashable, Sendable {
            /// Closes the dialog and does nothing else unless it has an action.
            case cancel
            /// Does something that cannot be undone; drawn as such.
            case destructive
        }

        /// The button's words.
        public let title: String
        /// Its role, if it has one.
        public let role: Role?
        /// What the feature that asked does when the user chooses it.
        public let action: DialogAction?

        public init(_ title: String, role: Role? = nil, action: DialogAction? = nil) {
            self.title = title
            self.role = role
            self.action = action
        }

        /// A cancel button titled `title`: what the engine adds to a dialog that declares none.
        static func cancel(_ title: String) -> Button { Button(title, role: .cancel) }

        /// A cancel button titled "Cancel", for an app that does not localize.
        static let cancel = cancel("Cancel")
    }

    public let style: Style
    /// The question or the news, in the user's words.
    public let title: String
    /// More words under the title, if any.
    public let message: String?
    /// The buttons, in order; exactly one of them is the cancel button.
    public let buttons: [Button]

    /// A dialog with `buttons` and a cancel button: the one with the ``Button/Role/cancel`` role, or
    /// one titled `cancelTitle` added last when none has it. The engine words nothing for the user:
    /// an app that localizes passes its own word for "Cancel", or declares its cancel button.
    ///
    /// - Throws: ``NavigationError/invalidDialog(_:)`` for an empty title, a button without a
    ///   title, or more than one cancel button; nothing is shown then.
    public init(
        _ style: Style, title: String, message: String? = nil, buttons: [Button] = [], cancelTitle: String = "Cancel"
    ) throws(NavigationError) {
        guard !title.isEmpty else { throw .invalidDialog("a dialog needs a title") }
        guard !cancelTitle.isEmpty else { throw .invalidDialog("the cancel button needs a title") }
        guard buttons.allSatisfy({ !$0.title.isEmpty }) else { throw .invalidDialog("every button needs a title") }
        let cancels = buttons.filter { $0.role == .cancel }.count
        guard cancels <= 1 else { throw .invalidDialog("a dialog has one cancel button, not \(cancels)") }
        self.style = style
        self.title = title
        self.message = message
        self.buttons = cancels == 0 ? buttons + [.cancel(cancelTitle)] : buttons
    }

    /// The position of the cancel button: what `dismiss`, a swipe or a tap outside chooses.
    public var cancelButton: Int {
        buttons.firstIndex { $0.role == .cancel } ?? buttons.count - 1
    }
}

/// What a dialog's button asks the feature that showed the dialog to do: a value of the feature's
/// own type, erased so that the state can hold it and stay `Hashable`.
///
/// ```swift
/// enum CoursesDialogAction: Hashable, Sendable { case removeFromShortlist(CourseID) }
/// Dialog.Button("Remove", role: .destructive, action: DialogAction(CoursesDialogAction.removeFromShortlist(id)))
/// // ...
/// if let action = try router.answerDialog(button: 0)?.as(CoursesDialogAction.self) { ... }
/// ```
public struct DialogAction: Hashable, Sendable, CustomStringConvertible {
    /// The feature's value, compared and hashed as `AnyHashable` compares it. `AnyHashable` is
    /// not `Sendable`, but the value it holds always is: `init(_:)` takes only `Sendable` values.
    private struct Value: Hashable, @unchecked Sendable {
        let base: AnyHashable
    }

    private let boxed: Value

    private var value: Any { boxed.base.base }

    public init(_ value: some Hashable & Sendable) {
        boxed = Value(base: AnyHashable(value))
    }

    /// The action as the feature's type, or `nil` when it is another feature's.
    public func `as`<Action: Hashable & Sendable>(_ type: Action.Type) -> Action? {
        value as? Action
    }

    /// The action's own type, so an app can hand it to the one feature that declared that type
    /// (rather than asking each feature in turn, in whatever order they are listed).
    var typeIdentifier: ObjectIdentifier {
        ObjectIdentifier(type(of: value))
    }

    public var description: String { String(describing: value) }
}

/// How a dialog closed, as the event of the transaction that closed it says.
public struct DialogClosure: Hashable, Sendable {
    /// Why it closed.
    public enum Reason: Hashable, Sendable {
        /// The user chose a button (``NavigationRouter/answerDialog(button:)``).
        case answered
        /// The transaction navigated, or closed it outright: it closed as if cancelled.
        case closedByNavigation
    }

    /// The dialog that closed.
    public let dialog: Dialog
    /// The button it closed with: the one chosen, or the cancel button.
    public let button: Int
    public let reason: Reason
}
