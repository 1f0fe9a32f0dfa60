import Foundation

/// How a destination tells that its screen holds work the user has not saved: a test on the state
/// its feature keeps for the entry (``ScreenStateKey``), and the question the user is asked before
/// a way out loses it.
///
/// Declared once per destination (``DestinationDeclaration/Case/holdsUnsavedWork(in:asking:discard:keepEditing:while:)``);
/// the router reads it on every transaction, so every way out (back, a gesture, a link, sign-out, a
/// window closed, the app's own code) asks the same question, never only the ones a screen
/// remembered to guard.
struct UnsavedWork: Sendable {
    /// The name of the key whose value the test reads.
    let key: String
    /// The words of the question.
    let question: UnsavedWorkQuestion
    /// Whether the value kept for an entry (live, or as a snapshot's JSON) is work not yet saved.
    let holdsWork: @Sendable (ScreenStates.Stored) -> Bool

    init<Value: Codable & Sendable>(
        _ key: ScreenStateKey.Saved<Value>, question: UnsavedWorkQuestion, test: @escaping @Sendable (Value) -> Bool
    ) {
        self.key = key.name
        self.question = question
        holdsWork = { stored in
            if let value = stored.value as? Value { return test(value) }
            // A draft restored from a snapshot and not read yet is still the user's work.
            guard let json = stored.json, let value = try? JSONDecoder().decode(Value.self, from: json) else {
                return false
            }
            return test(value)
        }
    }
}

/// The words of the question unsaved work asks before a way out loses it, as a destination declares
/// them: a confirmation dialog whose destructive button discards the work and applies the way out,
/// and whose cancel button keeps the user editing.
struct UnsavedWorkQuestion: Hashable, Sendable {
    let title: String
    let message: String?
    let discard: String
    let keepEditing: String

    /// The question `title`, with `message` under it, and the words of its destructive button
    /// (`discard`) and its cancel button (`keepEditing`).
    init(
        title: String = "Discard your changes?", message: String? = nil, discard: String = "Discard changes",
        keepEditing: String = "Keep editing"
    ) {
        self.title = title
        self.message = message
        self.discard = discard
        self.keepEditing = keepEditing
    }

    /// The dialog that asks it, "Discard" first: its buttons' actions are the engine's own, which
    /// ``NavigationRouter/answerDialog(button:)`` carries out itself. An empty word falls back to
    /// the default's, so the dialog is always one `Dialog`'s checks accept.
    var dialog: Dialog {
        let words = UnsavedWorkQuestion()
        return Dialog(
            confirming: title.isEmpty ? words.title : title, message: message,
            discard: Dialog.Button(discard.isEmpty ? words.discard : discard, role: .destructive, action: .discard),
            keepEditing: Dialog.Button(
                keepEditing.isEmpty ? words.keepEditing : keepEditing, role: .cancel, action: .keepEditing))
    }
}

extension Dialog {
    /// The question unsaved work asks: a confirmation dialog with a destructive button and a cancel
    /// button, both titled, so none of the checks of ``init(_:title:message:buttons:cancelTitle:)``
    /// can fail.
    fileprivate init(confirming title: String, message: String?, discard: Button, keepEditing: Button) {
        style = .confirmationDialog
        self.title = title
        self.message = message
        buttons = [discard, keepEditing]
    }
}

/// The answers to the question, as its buttons carry them: values of the engine's own type, which
/// no feature answers.
enum UnsavedWorkAnswer: Hashable, Sendable {
    case discard
    case keepEditing
}

extension DialogAction {
    static let discard = DialogAction(UnsavedWorkAnswer.discard)
    static let keepEditing = DialogAction(UnsavedWorkAnswer.keepEditing)
}

extension DestinationDeclaration.Case {
    /// Says that this screen can hold work the user has not saved: while `test` is true of the
    /// value `key` keeps for its entry (a draft that differs from what it edits, a text typed),
    /// every transaction that would take the screen out of the state is held and a confirmation
    /// dialog asks `title`, its destructive button `discard` applying it, its cancel button
    /// `keepEditing` dropping it. The engine words nothing for the user: the defaults are for an
    /// app that does not localize. Giving a result back never asks, nor
    /// does a transaction that says it discards on purpose (``NavigationTransaction/discardsUnsavedWork``).
    ///
    /// The key is a ``ScreenStateKey/Saved`` one: the work survives a restart, and so does the
    /// question a way out asked.
    public mutating func holdsUnsavedWork<Value: Codable & Sendable>(
        in key: ScreenStateKey.Saved<Value>, asking title: String = "Discard your changes?",
        discard: String = "Discard changes", keepEditing: String = "Keep editing",
        while test: @escaping @Sendable (Value) -> Bool
    ) {
        let question = UnsavedWorkQuestion(title: title, discard: discard, keepEditing: keepEditing)
        declaration.unsavedWork = UnsavedWork(key, question: question, test: test)
    }
}
