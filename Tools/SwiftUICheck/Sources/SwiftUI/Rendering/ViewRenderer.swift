// The stand-in's renderer: builds the view tree as SwiftUI would (bodies evaluated, modifiers kept
// as values, state and representables' controllers kept by identity, a tab's content from when the
// tab is first shown: LazyTabs.swift), runs appearance, task and change actions, and lets tests
// act on it as SwiftUI and the user do. As SwiftUI does with Observation, it evaluates a body again
// only when something the body read has changed, or when its view's inputs differ from the last
// ones (BodyEvaluations.swift). Not SwiftUI's API.
import Foundation
import Observation
import UIKit

/// One view of a rendered tree, kept from one render to the next while its identity (its place
/// and its type) stays.
@MainActor
package final class ViewNode {
    /// Where the view sits, from the root: its identity from one render to the next.
    package let key: String
    /// The part name it has in its parent.
    package let name: String
    package fileprivate(set) var view: any View
    package private(set) weak var parent: ViewNode?
    package fileprivate(set) var children: [ViewNode] = []

    /// What its container made it from (a presented item, a pushed value), if it made it.
    fileprivate var madeFrom: (any Equatable)?
    /// Moves on at each evaluation, so a change seen by an older one's observation is stale.
    fileprivate var generation = 0
    /// Whether an observable property, a state or an environment value the last evaluation read
    /// has changed since.
    fileprivate var isInvalid = false
    /// The versions of the environment values the view's body read, by key path.
    fileprivate var environmentRead: [AnyKeyPath: Int] = [:]
    /// The version of the environment value this view writes, if it writes one.
    fileprivate var writtenVersion: Int?
    /// The tabs a tab view has shown, whose content it has built (LazyTabs.swift).
    var builtTabs: Set<AnyHashable> = []
    /// Whether this view is a tab's modifier that left the tab's content unbuilt, its tab never shown.
    var leftTabUnbuilt = false

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
    package nonisolated static let maximumPasses = 20
    /// What a render still changing the tree after ``maximumPasses`` passes does: SwiftUI would
    /// draw such a window forever, so the step that caused it must fail, never stop quietly. By
    /// default the process stops; a test's window records an issue instead.
    package static var whenARenderNeverSettles: @MainActor (_ problem: String) -> Void = { fatalError($0) }

    package private(set) var root: ViewNode
    private let content: @MainActor () -> any View
    /// The view `content` gave, and the node its reads are tracked on.
    private var contentView: (any View)?
    private let contentReads = ViewNode(key: "", name: "", view: EmptyView(), parent: nil)
    private var states: [String: AnyObject] = [:]
    private var shown: [String: Lifecycle] = [:]
    private var taskIDs: [String: (any Equatable)?] = [:]
    private var observed: [String: any Equatable] = [:]
    private var scopes: [[any DestinationProviding]] = []
    /// The custom modifiers whose bodies are being walked, innermost last, with whether the
    /// content they modify is new.
    private var modifierContents: [(modifier: ObjectIdentifier, isNew: Bool)] = []
    /// Whether something a body read changed during the render under way.
    private var changedDuringRender = false
    /// Views whose parts the renderer itself changed (a screen leaving under the finger), by key.
    private var forced: Set<String> = []
    /// Where the view being updated is, relative to the tab views above it.
    private var tabPlace = TabPlace.elsewhere
    /// The controllers of the representables on screen, by the representable's key.
    var hosted: [String: HostedController] = [:]
    /// The screen each stack shows leaving under the user's finger after its path lost it, by the
    /// stack's key: an interactive pop that has not ended.
    var leavingScreens: [String: ViewPart] = [:] {
        didSet { forced.formUnion(Set(oldValue.keys).union(leavingScreens.keys)) }
    }
    /// The window's scene, which keeps its own scene storage and the value it was opened for.
    package let scene: String
    /// The window's phase, which its views read (`scenePhase`): a test makes it active or not.
    package var scenePhase = ScenePhase.active
    /// Whether the window appears active, which its views read (`appearsActive`): on an iPad or
    /// a Mac, the window the user last interacted with. A test turns it on and off.
    package var appearsActive = true
    /// Whether the platform opens several windows, which views read (`supportsMultipleWindows`):
    /// an iPad's or a Mac's yes, an iPhone's no. A test says which.
    package var supportsMultipleWindows = true
    /// The UIKit scene the window is shown in, its session named by ``scene``, and the window
    /// representables' views are put in.
    package let windowScene: UIWindowScene
    package let window: UIWindow
    /// Tasks started by `.task` and not run yet, oldest first.
    package private(set) var queuedTasks: [@isolated(any) @Sendable () async -> Void] = []
    /// Every body evaluated since the last ``resetEvaluations()``, in order.
    package private(set) var evaluations: [BodyEvaluation] = []

    /// Renders `view`, in the window of `scene`.
    package init(scene: String = "window", _ view: @escaping @MainActor () -> any View) {
        self.scene = scene
        content = view
        windowScene = UIWindowScene(
            session: UISceneSession(persistentIdentifier: scene), connectionOptions: UIScene.ConnectionOptions())
        window = UIWindow(frame: .zero)
        window.windowScene = windowScene
        root = ViewNode(key: "", name: "", view: EmptyView(), parent: nil)
        render()
    }

    /// Renders the window of `scene`, which must be a `WindowGroup` or build one; `id` names the
    /// window (each keeps its own scene storage), `value` what it was opened for
    /// (`openWindow(value:)`), if anything.
    package convenience init(scene: some Scene, id: String = "window", value: AnyHashable? = nil) {
        PresentedWindowValues.values[id] = value
        self.init(scene: id) { windowContent(of: scene) }
    }

    /// Every node of the tree, depth first.
    package var nodes: [ViewNode] { [root] + root.descendants }

    /// Builds the tree again where it changed and runs what appeared, disappeared or changed,
    /// until nothing does; reports a render that has not settled after ``maximumPasses`` passes.
    package func render() {
        // What this window's views read as theirs: its scene storage, its value, its phase.
        SceneStorageValues.rendering = scene
        if WindowEnvironment.values.scenePhase != scenePhase { WindowEnvironment.set(\.scenePhase, to: scenePhase) }
        if WindowEnvironment.values.appearsActive != appearsActive {
            WindowEnvironment.set(\.appearsActive, to: appearsActive)
        }
        if WindowEnvironment.values.supportsMultipleWindows != supportsMultipleWindows {
            WindowEnvironment.setSupportsMultipleWindows(supportsMultipleWindows)
        }
        for _ in 0..<Self.maximumPasses {
            changedDuringRender = false
            var pass = Pass()
            let view: any View
            let isNew: Bool
            if let kept = contentView, !contentReads.isInvalid {
                (view, isNew) = (kept, false)
            } else {
                (view, isNew) = (tracking(contentReads) { content() }, true)
                contentView = view
            }
            root = update(view, name: "root", parent: nil, old: root, isNew: isNew, pass: &pass)
            forced = []
            let actions = settle(pass)
            if actions.isEmpty && !changedDuringRender {
                // The update is done: what its handlers wrote to focus states now holds focus.
                VoiceOverFocus.commit()
                return
            }
            for action in actions { action() }
        }
        let changing = nodes.filter(\.isInvalid).map(\.key)
        Self.whenARenderNeverSettles(
            "The render did not settle in \(Self.maximumPasses) passes: appearance or change actions, or a "
                + "body's reads, kept changing the tree (views drawn again next: \(changing))")
    }

    /// Runs every queued task to its end, rendering after each, including tasks they start.
    package func runTasks() async {
        while !queuedTasks.isEmpty {
            let task = queuedTasks.removeFirst()
            await task()
            render()
        }
    }

    /// `node` wrote its own binding (a stack its path, a tab view its selection): as a SwiftUI
    /// control shows what it wrote, it makes its parts again at the next render, whatever its
    /// binding now reads.
    func wrote(_ node: ViewNode) {
        forced.insert(node.key)
    }

    /// Forgets the bodies evaluated so far: the next step's are counted from none.
    package func resetEvaluations() {
        evaluations = []
    }

    // MARK: - Building the tree

    struct Pass {
        var lifecycles: [String: Lifecycle] = [:]
        var hosted: Set<String> = []
        var tasks: [String: ViewTask] = [:]
        var changes: [String: (value: any Equatable, initial: Bool, fire: (any Equatable) -> Void)] = [:]
    }

    /// The node of `view` at `name` under `parent`: `old` kept when it is the same view, its body
    /// evaluated (or its parts made) again only when the view is new, its inputs differ from
    /// `old`'s (`isNew`: its container made it again), or what it read last time changed.
    private func update(
        _ view: any View, name: String, parent: ViewNode?, old: ViewNode?, isNew: Bool, pass: inout Pass
    ) -> ViewNode {
        let key = (parent?.key ?? "") + "/" + name
        let node: ViewNode
        let previous: (any View)?
        if let old, old.key == key, ObjectIdentifier(type(of: old.view)) == ObjectIdentifier(type(of: view)) {
            node = old
            previous = old.view
        } else {
            node = ViewNode(key: key, name: name, view: view, parent: parent)
            previous = nil
        }
        // The content a modifier's body gets is new only when the view it modifies is.
        let isNew =
            isNew
            && (view as? any ModifierContentMarker).map { marker in
                modifierContents.last { $0.modifier == marker.modifierType }?.isNew ?? true
            } ?? true
        // A view with a body is compared with its last value; a built-in view made again makes its
        // parts again, each compared in turn, so no value is compared twice.
        let changed = previous.map { isNew && !Self.sameInputs($0, view) } ?? true
        node.view = view
        let environmentMoved = node.environmentRead.contains { WindowEnvironment.version(of: $0.key) != $0.value }
        let tabPlaceOfParts = tabPlace.below(node)
        let runs =
            changed || node.isInvalid || environmentMoved || forced.contains(key)
            || tabPlaceOfParts.builds(contentLeftBy: node)

        if let representable = view as? any UIViewControllerRepresentable {
            host(representable, key: key, pass: &pass)
            node.children = []
            return node
        }
        if let representable = view as? any UIViewRepresentable {
            host(representable, key: key, pass: &pass)
            node.children = []
            return node
        }
        if let modified = view as? any ModifierBodyHolding {
            modifierContents.append((modified.modifierType, previous == nil || isNew))
            defer { modifierContents.removeLast() }
            let reads = link(statesOf: modified.heldModifier, key: key)
            if runs { node.environmentRead = Self.versions(of: reads) }
            node.children = [
                body(of: node, runs: runs, name: modified.modifierName, pass: &pass) { modified.modifierBody() }
            ]
            return node
        }
        guard let primitive = view as? any PrimitiveView else {
            let reads = link(statesOf: view, key: key)
            if runs { node.environmentRead = Self.versions(of: reads) }
            node.children = [body(of: node, runs: runs, name: "\(type(of: view))", pass: &pass) { self.body(of: view) }]
            return node
        }
        if let effect = node.effect { record(effect, key: key, pass: &pass) }
        let environment = WindowEnvironment.values
        let versions = WindowEnvironment.versions
        defer {
            WindowEnvironment.values = environment
            WindowEnvironment.versions = versions
        }
        if let writing = node.effect as? EnvironmentWriting {
            let before = (previous as? any EffectCarrier)?.anyEffect as? EnvironmentWriting
            if node.writtenVersion == nil
                || isNew && !(before.map { ViewInputs.same($0.value, writing.value) } ?? false)
            {
                node.writtenVersion = WindowEnvironment.nextVersion()
            }
            writing.write(&WindowEnvironment.values)
            WindowEnvironment.versions[writing.keyPath] = node.writtenVersion
        }
        let opensScope = view is any PathHolding
        if opensScope { scopes.append([]) }
        defer { if opensScope { scopes.removeLast() } }
        let place = tabPlace
        defer { tabPlace = place }
        guard runs else {
            node.children = node.children.map { kept in
                tabPlace = tabPlaceOfParts.of(ViewPart(name: kept.name, view: kept.view))
                return update(kept.view, name: kept.name, parent: node, old: kept, isNew: false, pass: &pass)
            }
            return node
        }
        var parts = tracking(node) {
            noteShownTab(of: node)
            return primitive.parts(in: self)
        }
        node.leftTabUnbuilt = parts.contains(where: tabPlaceOfParts.isUnbuilt)
        parts.removeAll(where: tabPlaceOfParts.isUnbuilt)
        if opensScope, let leaving = leavingScreens[key], !parts.contains(where: { $0.name == leaving.name }) {
            parts.append(leaving)
        }
        node.children = parts.map { part in
            let kept = node.children.first { $0.name == part.name }
            let partIsNew: Bool
            switch part.source {
            case .held: partIsNew = changed
            case .made(let input): partIsNew = changed || (kept?.madeFrom.map { !isEqual($0, input) } ?? true)
            case .unknown: partIsNew = true
            }
            tabPlace = tabPlaceOfParts.of(part)
            let child = update(
                partIsNew ? part.view : kept?.view ?? part.view, name: part.name, parent: node, old: kept,
                isNew: partIsNew, pass: &pass)
            if case .made(let input) = part.source { child.madeFrom = input }
            return child
        }
        return node
    }

    /// The versions of the environment values at `keyPaths` where the renderer is.
    private static func versions(of keyPaths: [AnyKeyPath]) -> [AnyKeyPath: Int] {
        Dictionary(keyPaths.map { ($0, WindowEnvironment.version(of: $0)) }) { first, _ in first }
    }

    /// Whether `view` has the inputs `previous` had: a view with a body compared field by field; a
    /// custom modifier by the modifier alone, the view it modifies being compared where it sits; a
    /// built-in view never, since made again it makes its parts again and each is compared.
    private static func sameInputs(_ previous: any View, _ view: any View) -> Bool {
        if let modified = view as? any ModifierBodyHolding {
            return ViewInputs.same((previous as? any ModifierBodyHolding)?.heldModifier as Any, modified.heldModifier)
        }
        return !(view is any PrimitiveView) && ViewInputs.same(previous, view)
    }

    /// The child of `node` whose body (or modifier's body) `evaluate` gives: evaluated again, and
    /// counted, when `runs`; otherwise the child kept from the last evaluation, walked for what
    /// changed below it.
    private func body(
        of node: ViewNode, runs: Bool, name: String, pass: inout Pass, evaluate: () -> any View
    ) -> ViewNode {
        if !runs, let kept = node.children.first {
            return update(kept.view, name: kept.name, parent: node, old: kept, isNew: false, pass: &pass)
        }
        let body = tracking(node, evaluate)
        evaluations.append(BodyEvaluation(of: node))
        return update(body, name: name, parent: node, old: node.children.first, isNew: true, pass: &pass)
    }

    private func body<V: View>(of view: V) -> any View {
        view.body
    }

    /// Runs `work`, recording the observable properties it reads for `node`: a change to any of
    /// them marks the node to be evaluated again at the next render, as SwiftUI's observation does.
    private func tracking<T>(_ node: ViewNode, _ work: () -> T) -> T {
        node.generation += 1
        node.isInvalid = false
        let generation = node.generation
        return withObservationTracking(work) { [weak self, weak node] in
            MainActor.assumeIsolated {
                guard let node, node.generation == generation else { return }
                node.isInvalid = true
                self?.changedDuringRender = true
            }
        }
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

    /// Links the states of a view (or a custom modifier) to those its identity keeps, gives its
    /// environment values where it sits, and returns the key paths of the environment values it
    /// reads.
    private func link(statesOf view: Any, key: String) -> [AnyKeyPath] {
        var reads: [AnyKeyPath] = []
        for child in Mirror(reflecting: view).children {
            if let environment = child.value as? any EnvironmentReading {
                environment.readWhereTheViewSits()
                reads.append(environment.environmentKey)
            }
            if let state = child.value as? any StateLinking {
                state.link(in: self, key: key + "." + (child.label ?? "_"))
            }
        }
        return reads
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
