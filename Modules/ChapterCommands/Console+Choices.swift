import ChapterApp
import ChapterKit
import Waymark
@_spi(FrontEnd) import WaymarkPresentation

/// Pickers and forms in the terminal: `choose` replaces what the picker on top has chosen, kept
/// as its entry's state; `done` gives the screen's value back to the screen that asked for it.
extension Console {
    func choose(_ numbers: [Int]) async -> CommandOutcome {
        if let refusal = refusalToEdit() { return refusal }
        guard let picker = await screenActedOn().picker else {
            return .rejected("There is nothing to choose on this screen.")
        }
        let count = picker.items.count
        if let wrong = numbers.first(where: { $0 < 1 || $0 > count }) {
            return .rejected("There is no item \(wrong) on this screen (1 to \(count)).")
        }
        do {
            try picker.choose(numbers.map { $0 - 1 })
            return .applied
        } catch {
            return .rejected(error.description)
        }
    }

    /// `type`: the text field on top takes `text` in place of what was typed.
    func type(_ text: String) async -> CommandOutcome {
        if let refusal = refusalToEdit() { return refusal }
        guard let field = await screenActedOn().textField else {
            return .rejected("There is no text field on this screen.")
        }
        do {
            try field.type(text)
            return .applied
        } catch {
            return .rejected(error.description)
        }
    }

    /// While a gesture is under way the screen under the finger takes no edit: a gesture that
    /// began on a saved screen finishes as the user meant, never behind a question it raised. Nor
    /// does a screen under a dialog, whose controls the dialog covers.
    private func refusalToEdit() -> CommandOutcome? {
        if presenter.gesture != nil {
            return .rejected(
                "The screen takes no changes while a gesture is under way: end it with gesture finish or gesture cancel first."
            )
        }
        // A dialog over the screen is answered first: the screen's own controls are not reachable.
        guard dialogActedOn != nil else { return nil }
        return .rejected("Answer the question on screen first (tap a number).")
    }

    func giveBack() async -> CommandOutcome {
        let screen = await screenActedOn()
        if let done = screen.done {
            await done.perform()
            return .applied
        }
        // The entry says whether a screen asked it for a value, as it tells its own screen.
        guard let entry = entryActedOn, ScreenEntry(entry, of: app.navigation).isAnswering else {
            return .rejected("Nothing on this screen gives a value back to another screen.")
        }
        guard let picker = screen.picker, !picker.isComplete else {
            return .rejected("This screen has nothing to give back.")
        }
        return .rejected("Nothing to give back yet: \(ChoiceError.words(for: picker.allowed).lowercased()) first.")
    }
}
