// The stand-in's renderer: builds the view tree as SwiftUI would (bodies evaluated, modifiers kept
// as values, state and representables' controllers kept by identity), runs appearance, task and
// change actions, and lets tests act on it as SwiftUI and the user do. Not SwiftUI's API.
import Foundation

/// One view of a rendered tree.
@MainActor
package final class ViewNode {
    /// Where the view sits, from the root: its identity from one render to the next.
    package let key: String
    /// The part name it has in its parent.
    package let name: String
    package let view: any View
    package private(set) weak var parent: ViewNode?
    package fileprivate(set) var children: [ViewNode] = []

    init(key: String, name: String, view: any View, parent: ViewNode?) {
        self.key = key
        self.name = name
        self.view = view
        self.parent = parent
    }

    /// Every view below this one, depth first.
    package var descendants: [ViewNode] { children.flatMap { [$0] + $0.descendants } }

    /// Every view above this one, nearest first.
    package var ancestors: [ViewNode] {
        var found: [ViewNode] = []
        var next = parent
        while let node = next {
            found.append(node)
            next = node.parent
        }
        return found
    }

    /// The effect of the modifier this view is, if it is one.
    package var effect: (any ViewEffect)? { (view as? any EffectCarrier)?.anyEffect }
}

/// Renders a view (or a scene's window) again after everything that changes it.
@MainActor
package final class ViewRenderer {
    /// Passes one render may take while appearance and change actions keep changing the tree.
    static let maximumPasses = 20

    package private(set) var root: ViewNode
    private let content: @MainActor () -> any View
    private var states: [String: AnyObject] = [:]
    private var shown: [String: Lifecycle] = [:]
    private var taskIDs: [String: (any Equatable)?] = [:]
    private var observed: [String: any Equatable] = [:]
    private var scopes: [[any DestinationProviding]] = []
    /// The controllers of the representables on screen, by the representable's key.
    var hosted: [String: HostedController] = [:]
    /// The screen each stack shows leaving under the user's finger after its path lost it, by the
    /// stack's key: an interactive pop that has not ended.
    var leavingScreens: [String: ViewPart] = [:]
    /// Tasks started by `.task` and not run yet, oldest first.
    package private(set) var queuedTasks: [@isolated(any) @Sendable () async -> Void] = []

    /// Renders `view`.
    package init(_ view: @escaping @MainActor () -> any View) {
        content = view
        root = ViewNode(key: "", name: "", view: EmptyView(), parent: nil)
        render()
    }

    /// Renders the window of `scene`, which must be a `WindowGroup` or build one.
    package convenience init(scene: some Scene) {
        self.init { windowContent(of: scene) }
    }

    /// Every node of the tree, depth first.
    package var nodes: [ViewNode] { [root] + root.descendants }

    /// Builds the tree again and runs what appeared, disappeared or changed, until nothing does.
    package func render() {
        for _ in 0..<Self.maximumPasses {
            var pass = Pass()
            root = expand(content(), name: "root", parent: nil, pass: &pass)
            let actions = settle(pass)
            if actions.isEmpty { return }
            for action in actions { action() }
        }
    }

    /// Runs every queued task to its end, rendering after each, including tasks they start.
    package func runTasks() async {
        while !queuedTasks.isEmpty {
            let task = queuedTasks.removeFirst()
            await task()
            render()
        }
    }

    // MARK: - Building the tree

    struct Pass {
        var lifecycles: [String: Lifecycle] = [:]
        var hosted: Set<String> = []
        var tasks: [String: ViewTask] = [:]
        var changes: [String: (value: any Equatable, initial: Bool, fire: (any Equatable) -> Void)] = [:]
    }

    private func expand(_ view: any View, name: String, parent: ViewNode?, pass: inout Pass) -> ViewNode {
        let key = (parent?.key ?? "") + "/" + name
        let node = ViewNode(key: key, name: name, view: view, parent: parent)
        if let representable = view as? any UIViewControllerRepresentable {
            host(representable, key: key, pass: &pass)
            return node
        }
        guard let primitive = view as? any PrimitiveView else {
            link(statesOf: view, key: key)
            node.children = [expand(body(of: view), name: "\(type(of: view))", parent: node, pass: &pass)]
            return node
        }
        if let effect = node.effect { record(effect, key: key, pass: &pass) }
        let environment = WindowEnvironment.values
        defer { WindowEnvironment.values = environment }
        if let writing = node.effect as? EnvironmentWriting { writing.write(&WindowEnvironment.values) }
        let opensScope = view is any PathHolding
        if opensScope { scopes.append([]) }
        var children: [ViewNode] = []
        var parts = primitive.parts(in: self)
        if opensScope, let leaving = leavingScreens[key], !parts.contains(where: { $0.name == leaving.name }) {
            parts.append(leaving)
        }
        for part in parts {
            children.append(expand(part.view, name: part.name, parent: node, pass: &pass))
        }
        node.children = children
        if opensScope { scopes.removeLast() }
        return node
    }

    private func body<V: View>(of view: V) -> any View {
        view.body
    }

    private func record(_ effect: any ViewEffect, key: String, pass: inout Pass) {
        switch effect {
        case let provider as any DestinationProviding:
            if !scopes.isEmpty { scopes[scopes.count - 1].append(provider) }
        case let lifecycle as Lifecycle:
            pass.lifecycles[key] = lifecycle
        case let task as ViewTask:
            pass.tasks[key] = task
        case let observer as any ChangeRecording:
            pass.changes[key] = observer.recording
        default:
            break
        }
    }

    /// The view a `navigationDestination` of the innermost stack gives for `value`.
    func destination(for value: AnyHashable) -> (any View)? {
        for provider in scopes.last?.reversed() ?? [] {
            if let view = provider.view(for: value) { return view }
        }
        return nil
    }

    // MARK: - State kept by identity

    private func link(statesOf view: any View, key: String) {
        for child in Mirror(reflecting: view).children {
            (child.value as? any EnvironmentReading)?.readWhereTheViewSits()
            if let state = child.value as? any StateLinking {
                state.link(in: self, key: key + "." + (child.label ?? "_"))
            }
        }
    }

    func link<Value>(_ box: StateBox<Value>, key: String) {
        if let kept = states[key] as? StateBox<Value> {
            if kept !== box { box.linked = kept }
        } else {
            states[key] = box
        }
    }

    // MARK: - Appearing, tasks, changes

    /// What the pass showed that the one before did not, and the reverse: the actions to run.
    private func settle(_ pass: Pass) -> [() -> Void] {
        var actions: [() -> Void] = []
        for (key, lifecycle) in shown where pass.lifecycles[key] == nil {
            if let action = lifecycle.onDisappear { actions.append(action) }
        }
        for (key, lifecycle) in pass.lifecycles.sorted(by: { $0.key < $1.key }) where shown[key] == nil {
            if let action = lifecycle.onAppear { actions.append(action) }
        }
        shown = pass.lifecycles
        dismantle(keeping: pass.hosted)

        for (key, task) in pass.tasks.sorted(by: { $0.key < $1.key }) {
            let isNew: Bool
            if let known = taskIDs[key] {
                switch (known, task.id) {
                case (let old?, let new?): isNew = !isEqual(old, new)
                default: isNew = false
                }
            } else {
                isNew = true
            }
            if isNew { queuedTasks.append(task.action) }
        }
        taskIDs = pass.tasks.mapValues(\.id)

        for (key, change) in pass.changes.sorted(by: { $0.key < $1.key }) {
            if let old = observed[key] {
                if !isEqual(old, change.value) { actions.append { change.fire(old) } }
            } else if change.initial {
                actions.append { change.fire(change.value) }
            }
        }
        observed = pass.changes.mapValues(\.value)
        return actions
    }
}

/// The content of a scene's window: its body, evaluated until a `WindowGroup`.
@MainActor
private func windowContent(of scene: some Scene) -> any View {
    if let window = scene as? any WindowHolding { return window.windowContent }
    return windowContent(of: scene.body)
}

/// A scene that holds a window's content.
protocol WindowHolding {
    var windowContent: any View { get }
}

extension WindowGroup: WindowHolding {
    var windowContent: any View { content }
}

/// An effect that gives the view of a pushed value.
protocol DestinationProviding {
    func view(for value: AnyHashable) -> (any View)?
}

extension NavigationDestination: DestinationProviding {}

/// An effect that watches a value.
protocol ChangeRecording {
    var recording: (value: any Equatable, initial: Bool, fire: (any Equatable) -> Void) { get }
}

extension ChangeObserver: ChangeRecording {
    var recording: (value: any Equatable, initial: Bool, fire: (any Equatable) -> Void) {
        let value = value
        let action = action
        return (value, initial, { old in action(old as? V ?? value, value) })
    }
}
