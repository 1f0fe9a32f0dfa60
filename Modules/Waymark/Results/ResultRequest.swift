import Foundation

/// A screen waiting for another to give a value back: part of the state, so it survives a
/// restart between the asking and the answering.
public struct ResultRequest: Hashable, Sendable, CustomStringConvertible {
    /// The entry that asked, which the value goes to.
    public let asker: EntryID
    /// The entry that answers; giving the value closes it.
    public let answerer: EntryID
    /// The type both declared.
    public let type: ResultType

    package init(asker: EntryID, answerer: EntryID, type: ResultType) {
        self.asker = asker
        self.answerer = answerer
        self.type = type
    }

    public var description: String { "\(asker) asks \(answerer) for \(type.name)" }
}

/// Why a request for a result went unanswered.
public enum ResultDrop: Hashable, Sendable, CustomStringConvertible {
    /// The screen that asked is gone (popped, pruned at sign-out, not restored): the value would
    /// reach no one, so none is delivered to another screen.
    case askerGone
    /// The screen that answers closed without giving a value (the user swiped it away).
    case answererClosed

    /// The case's name, as journal lines and outlines write the reason.
    package var name: String {
        switch self {
        case .askerGone: "askerGone"
        case .answererClosed: "answererClosed"
        }
    }

    public var description: String {
        switch self {
        case .askerGone: "the screen that asked is gone"
        case .answererClosed: "the screen that answers closed without an answer"
        }
    }
}
