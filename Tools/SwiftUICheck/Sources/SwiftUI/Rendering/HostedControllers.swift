// Representables' controllers and views, made once per identity, updated on every render and dismantled when
// their view leaves the tree, as SwiftUI does; and the interactive transitions a test runs over
// them: a swipe back and a sheet's drag, which UIKit reports through the controllers of the screen
// that leaves. Not SwiftUI's API.
import UIKit

/// A representable's controller (or view) and what dismantles it.
@MainActor
struct HostedController {
    let controller: UIViewController?
    let view: UIView?
    let coordinator: Any
    let dismantle: () -> Void
}

extension ViewRenderer {
    /// Makes the controller of `representable` the first time its key renders, and updates it.
    func host<Representable: UIViewControllerRepresentable>(
        _ representable: Representable, key: String, pass: inout Pass
    ) {
        pass.hosted.insert(key)
        if let kept = hosted[key], let controller = kept.controller as? Representable.UIViewControllerType,
            let coordinator = kept.coordinator as? Representable.Coordinator
        {
            representable.updateUIViewController(controller, context: .init(coordinator: coordinator))
            return
        }
        let coordinator = representable.makeCoordinator()
        let context = UIViewControllerRepresentableContext<Representable>(coordinator: coordinator)
        let controller = representable.makeUIViewController(context: context)
        representable.updateUIViewController(controller, context: context)
        hosted[key] = HostedController(
            controller: controller, view: nil, coordinator: coordinator,
            dismantle: { Representable.dismantleUIViewController(controller, coordinator: coordinator) })
    }

    /// Makes the view of `representable` the first time its key renders and puts it in the
    /// window (UIKit then calls its `didMoveToWindow()`), and updates it; when it leaves, takes it
    /// out of the window (`didMoveToWindow()` again) and dismantles it, as SwiftUI does.
    func host<Representable: UIViewRepresentable>(_ representable: Representable, key: String, pass: inout Pass) {
        pass.hosted.insert(key)
        if let kept = hosted[key], let view = kept.view as? Representable.UIViewType,
            let coordinator = kept.coordinator as? Representable.Coordinator
        {
            representable.updateUIView(view, context: .init(coordinator: coordinator))
            return
        }
        let coordinator = representable.makeCoordinator()
        let context = UIViewRepresentableContext<Representable>(coordinator: coordinator)
        let view = representable.makeUIView(context: context)
        representable.updateUIView(view, context: context)
        hosted[key] = HostedController(
            controller: nil, view: view, coordinator: coordinator,
            dismantle: {
                view.placedInWindow = nil
                view.didMoveToWindow()
                Representable.dismantleUIView(view, coordinator: coordinator)
            })
        view.placedInWindow = window
        view.didMoveToWindow()
    }

    /// Dismantles the controllers and views whose representables the last pass did not render.
    func dismantle(keeping keys: Set<String>) {
        for (key, gone) in hosted where !keys.contains(key) {
            hosted[key] = nil
            gone.dismantle()
        }
    }

    /// The controllers of the representables under `node`.
    func controllers(under node: ViewNode) -> [UIViewController] {
        node.descendants.compactMap { hosted[$0.key]?.controller }
    }
}

/// A swipe back or a sheet's drag under the user's finger, which a test ends.
@MainActor
package struct RunningGesture {
    let transition: InteractiveTransition
    let controllers: [UIViewController]
    let finish: () -> Void
    let cancel: () -> Void
}

extension ViewRenderer {
    /// The user's finger begins swiping back on `stack`: UIKit tells the controllers of its top
    /// screen that their view will disappear, interactively. With `writesPopAtStart` (SwiftUI on
    /// iOS 18 and later) the stack writes the pop to its path now and the screen stays on screen,
    /// leaving; before, it writes the pop when the swipe finishes. `nil` at the stack's first screen.
    package func beginSwipeBack(on stack: RenderedStack, writesPopAtStart: Bool) -> RunningGesture? {
        let path = stack.path
        guard let top = path.last, let screen = stack.node.children.last else { return nil }
        let transition = InteractiveTransition(presentationStyle: .none)
        let controllers = begin(transition, under: screen)
        let leaving = ViewPart(name: screen.name, view: PushedScreen(value: top, in: self))
        if writesPopAtStart {
            leavingScreens[stack.node.key] = leaving
            stack.holder.setPath(Array(path.dropLast()))
            wrote(stack.node)
            render()
        }
        return RunningGesture(
            transition: transition, controllers: controllers,
            finish: { [self] in
                leavingScreens[stack.node.key] = nil
                if !writesPopAtStart { stack.holder.setPath(Array(path.dropLast())) }
                wrote(stack.node)
                end(transition, of: controllers, cancelled: false)
            },
            cancel: { [self] in
                leavingScreens[stack.node.key] = nil
                if writesPopAtStart { stack.holder.setPath(path) }
                wrote(stack.node)
                end(transition, of: controllers, cancelled: true)
            })
    }

    /// The user's finger begins dragging `presentation` down: UIKit tells the controllers of the
    /// screen on top in it that their view will disappear, interactively. Finished, SwiftUI
    /// writes `nil` to the item; cancelled, nothing.
    package func beginDragDown(_ presentation: RenderedPresentation) -> RunningGesture {
        let layerStack = stacks.first { stack in
            stack.depth == presentation.depth + 1 && stack.node.ancestors.contains { $0 === presentation.node }
        }
        let screen = layerStack?.node.children.last ?? presentation.node
        let transition = InteractiveTransition(presentationStyle: .pageSheet)
        let controllers = begin(transition, under: screen)
        return RunningGesture(
            transition: transition, controllers: controllers,
            finish: { [self] in
                presentation.holder.clearItem()
                wrote(presentation.node)
                end(transition, of: controllers, cancelled: false)
            },
            cancel: { [self] in end(transition, of: controllers, cancelled: true) })
    }

    /// The finger lifts and the gesture finishes: the screen is gone.
    package func finish(_ gesture: RunningGesture) {
        gesture.finish()
    }

    /// The finger lifts and the gesture is cancelled: the screen stays.
    package func cancel(_ gesture: RunningGesture) {
        gesture.cancel()
    }

    private func begin(_ transition: InteractiveTransition, under screen: ViewNode) -> [UIViewController] {
        let controllers = controllers(under: screen)
        for controller in controllers {
            controller.runningTransition = transition
            controller.viewWillDisappear(true)
        }
        render()
        return controllers
    }

    private func end(_ transition: InteractiveTransition, of controllers: [UIViewController], cancelled: Bool) {
        for controller in controllers { controller.runningTransition = nil }
        transition.end(cancelled: cancelled)
        if !cancelled { for controller in controllers { controller.viewDidDisappear(true) } }
        render()
    }
}
