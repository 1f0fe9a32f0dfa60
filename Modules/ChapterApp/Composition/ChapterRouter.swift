import ChapterKit
import Waymark

/// What every feature's router in the app stands on: the scene's Waymark router and the app's data.
///
/// Each feature's router protocol is answered by a type of its own in that feature's file
/// (`Features/Courses.swift` holds `CoursesRouter`, every method of `CoursesRouting`), leading into
/// other features through their typed routes. Two features that ask for the same thing each
/// answer it in their own file: renaming a method of one protocol breaks that feature and its file
/// only, and a reader finds a feature's whole wiring in one place.
///
/// Access is not checked here: the engine's guard holds any navigation to a screen the user may
/// not see yet, shows sign-in, and completes it once the user has signed in.
@MainActor
package final class ChapterRouter {
    package let navigation: NavigationRouter
    /// The app's data, for what a screen's action changes (the shortlist).
    let services: CatalogServices

    init(navigation: NavigationRouter, services: CatalogServices) {
        self.navigation = navigation
        self.services = services
    }

    /// Pushes `route` on the stack the user sees; screens push inside the modal they are in, as
    /// SwiftUI does.
    package func push(_ route: some Route) {
        perform(.push(AnyRoute(route)))
    }

    /// Pushes `route`, as another feature's entry point gives it, on the stack the user sees.
    package func push(_ route: AnyRoute) {
        perform(.push(route))
    }

    /// Dismisses the top modal layer whose root `isRoot` accepts, with every layer above it (the
    /// user closes a sheet or cover from a button on it); nothing when no layer's root is accepted.
    /// With `discardingUnsavedWork`, the screens it closes were saved (a review posted): no
    /// question asks before their work goes.
    package func dismissLayer(discardingUnsavedWork: Bool = false, where isRoot: (AnyRoute) -> Bool) {
        guard let index = navigation.state.modals.lastIndex(where: { isRoot($0.root) }) else { return }
        perform([.dismiss(fromLayer: index)], discardingUnsavedWork: discardingUnsavedWork)
    }

    /// Closes the top modal layer whose root is `sheet`, if it is up, and pushes `route` where
    /// that leaves the user, in one transaction: a sheet that picks what to show next (a category,
    /// a recipient) closes and shows it as one step, never one after the other. A sheet that gives
    /// a value back to the screen that opened it asks and gives instead (``ask(_:)``).
    package func dismissLayer(_ sheet: some Route, thenPush route: AnyRoute) {
        let root = AnyRoute(sheet)
        let index = navigation.state.modals.lastIndex { $0.root == root }
        perform((index.map { [NavigationIntent.dismiss(fromLayer: $0)] } ?? []) + [.push(route)])
    }

    /// Presents `route` as a new layer on top.
    package func present(_ route: some Route) {
        perform(.present(AnyRoute(route)))
    }

    /// Opens `answerer` for a value, from the screen on top: it asks, and the value comes back to
    /// it when the answerer gives it (``give(_:)``), in the transaction that closes the answerer.
    package func ask(_ answerer: some Route) {
        perform(.askForResult(AnyRoute(answerer)))
    }

    /// Gives `value` back from the screen on top to the screen that asked for it, closing the
    /// screen on top.
    package func give<Value: Codable & Sendable & Equatable>(_ value: Value) {
        do {
            perform(.giveResult(try GivenResult(value)))
        } catch {
            _ = try? navigation.perform(.showNotice(.app(.navigationFailed)))
        }
    }

    /// Applies the intents as the user's transaction. A screen's action that cannot be applied is
    /// a defect of that screen; the user is told it did not work rather than shown nothing.
    package func perform(_ intents: NavigationIntent...) {
        perform(intents)
    }

    /// Applies `intents`, worked out by the caller, as the user's transaction (see the variadic form).
    package func perform(_ intents: [NavigationIntent], discardingUnsavedWork: Bool = false) {
        do {
            try navigation.apply(
                NavigationTransaction(intents, cause: .user, discardsUnsavedWork: discardingUnsavedWork))
        } catch {
            _ = try? navigation.perform(.showNotice(.app(.navigationFailed)))
        }
    }
}
