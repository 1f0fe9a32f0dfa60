#if canImport(SwiftUI)
// Compiled only where SwiftUI exists, and on Linux against the stand-in of SwiftUI's declared API in
// Tools/SwiftUICheck. The app's builders, kept so that views passing them on compare equal
// (docs/swiftui.md, "What a view reads").
import SwiftUI
import Waymark

/// A view builder the app gave, in an object made once per root: SwiftUI compares an object by
/// identity and a closure never, so a view that passes the builder on stays the same view when the
/// body that made it is evaluated again, and is not drawn again for it.
final class ViewMaker<Input, Content: View> {
    private let make: (Input) -> Content

    init(_ make: @escaping (Input) -> Content) {
        self.make = make
    }

    @MainActor func callAsFunction(_ input: Input) -> Content {
        make(input)
    }
}

/// What the app does with a dialog's chosen action, kept as ``ViewMaker`` keeps a view builder.
final class DialogAnswering {
    private let answer: @MainActor (DialogAction) async -> Void

    init(_ answer: @escaping @MainActor (DialogAction) async -> Void) {
        self.answer = answer
    }

    @MainActor func callAsFunction(_ action: DialogAction) async {
        await answer(action)
    }
}
#endif
