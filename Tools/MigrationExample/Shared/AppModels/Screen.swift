/// A screen as a value: what the seed's SwiftUI views show, reduced to a title and the buttons
/// that lead on, so every step runs headless. A button's action is the view's own code: it calls
/// the `navigate` the step gives its views.
public struct Screen {
    public let title: String
    public let buttons: [Button]

    public init(_ title: String, buttons: [Button] = []) {
        self.title = title
        self.buttons = buttons
    }

    /// A button and what tapping it does.
    public struct Button {
        public let label: String
        public let action: @MainActor () -> Void

        public init(_ label: String, action: @escaping @MainActor () -> Void) {
            self.label = label
            self.action = action
        }
    }
}
