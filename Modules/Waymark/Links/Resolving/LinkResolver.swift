/// What a link comes to, worked out completely (parents found, content checked) before the state
/// changes, so the state never shows a half-applied link.
enum ResolvedLink: Sendable {
    /// Show these screens. `tab` is `nil` when the link keeps the selected tab (it starts with a
    /// modal, or with a push destination that has no hosting tab).
    case open(tab: TabID?, stack: [AnyRoute], layers: [ModalLayer], startsWithModal: Bool)
    /// The content is gone: land on the tab's root (or, for a modal-first link, stay) with a notice.
    case contentMissing(tab: TabID?, startsWithModal: Bool, kind: ContentKind)
    /// `route` needs what the user lacks: hold the link until they meet it.
    case needs(AnyRoute, lacking: [Requirement])
    /// The link is refused.
    case rejected(LinkRejection)
    /// A newer link arrived; this one was abandoned before it was resolved to the end.
    case superseded
}

/// Resolves links against the registry: matching, access, parents, layout and content checks.
struct LinkResolver: Sendable {
    let registry: NavigationRegistry

    /// Resolves `link` for a user who has met `met`.
    ///
    /// What the user lacks is found before any data is asked for, so a signed-out user learns
    /// nothing of signed-in content. Content checks of a chain run concurrently, and resolution
    /// stops as soon as the task is cancelled (a newer link superseded this one).
    func resolve(_ link: String, met: Set<Requirement>) async -> ResolvedLink {
        let routes: [AnyRoute]
        switch registry.routes(forExternalLink: link) {
        case .success(let matched): routes = matched
        case .failure(let rejection): return .rejected(rejection)
        }
        if let lacking = firstLacking(routes, met: met) { return lacking }

        var chain = routes
        // The first route whose content its parent lookup has already read, if any.
        var checked: AnyRoute?
        if needsParents(routes) {
            let walk = await registry.parentChain(of: routes[0])
            if Task.isCancelled { return .superseded }
            chain = walk.routes + routes.dropFirst()
            if let behavior = registry.linkBehavior(of: routes[0].destinationName), behavior.parentProvesContent,
                let kind = behavior.content?.kind
            {
                // One read answered both: no parent found means the content is gone.
                guard walk.routes.count > 1 || walk.unregisteredParent != nil else {
                    let layout = arrange(routes)
                    return .contentMissing(tab: layout.tab, startsWithModal: layout.startsWithModal, kind: kind)
                }
                checked = routes[0]
            }
        }
        if let lacking = firstLacking(chain, met: met) { return lacking }
        let layout = arrange(chain)
        let missing = await firstMissingContent(in: chain, skipping: checked)
        if Task.isCancelled { return .superseded }
        if let kind = missing {
            return .contentMissing(tab: layout.tab, startsWithModal: layout.startsWithModal, kind: kind)
        }
        return .open(
            tab: layout.tab, stack: layout.stack, layers: layout.layers, startsWithModal: layout.startsWithModal)
    }

    /// The first route of `routes` that needs what `met` lacks.
    private func firstLacking(_ routes: [AnyRoute], met: Set<Requirement>) -> ResolvedLink? {
        for route in routes {
            guard let destination = registry.destination(for: route) else { continue }
            let lacking = registry.unmetRequirements(of: destination, met: met)
            if !lacking.isEmpty { return .needs(route, lacking: lacking) }
        }
        return nil
    }

    /// Whether the chain's first screen gets its parents in front: a link naming one destination
    /// (so back leads somewhere after a cold start), or a chain starting with a screen that lives
    /// inside a modal (which only its parents can open).
    private func needsParents(_ routes: [AnyRoute]) -> Bool {
        routes.count == 1 || registry.destination(for: routes[0])?.presentation == .pushInModal
    }

    /// The kind of the first route in chain order whose content is missing. Every check runs at
    /// once, so a chain costs its slowest check rather than the sum of them; `checked`, whose
    /// content its parent lookup already read, is not read again.
    private func firstMissingContent(in chain: [AnyRoute], skipping checked: AnyRoute?) async -> ContentKind? {
        let checks = chain.enumerated().compactMap { position, route in
            route == checked
                ? nil : registry.linkBehavior(of: route.destinationName)?.content.map { (position, route, $0) }
        }
        guard !checks.isEmpty else { return nil }
        return await withTaskGroup(of: (Int, ContentKind)?.self) { group in
            for (position, route, content) in checks {
                group.addTask { await content.exists(route) ? nil : (position, content.kind) }
            }
            var first: (position: Int, kind: ContentKind)?
            for await missing in group {
                guard let missing else { continue }
                if first == nil || missing.0 < first!.position { first = missing }
            }
            return first?.kind
        }
    }

    /// Where the chain's screens go: a tab-root first selects its tab; otherwise the first
    /// destination's hosting tab; pushes form that tab's stack until a modal destination opens a
    /// layer, whose path takes the pushes after it.
    private func arrange(_ chain: [AnyRoute]) -> (
        tab: TabID?, stack: [AnyRoute], layers: [ModalLayer], startsWithModal: Bool
    ) {
        var remaining = chain[...]
        let first = registry.destination(for: chain[0])!
        var tab: TabID?
        switch first.presentation {
        case .tabRoot(let root):
            tab = root
            remaining = remaining.dropFirst()
        case .push(let host):
            tab = host
        case .pushInModal, .modal:
            tab = nil
        }
        var stack: [AnyRoute] = []
        var layers: [ModalLayer] = []
        for route in remaining {
            let destination = registry.destination(for: route)!
            if let style = destination.presentation.modalStyle {
                layers.append(ModalLayer(style: style, root: route, detent: destination.detents.first))
            } else if layers.isEmpty {
                stack.append(route)
            } else {
                layers[layers.count - 1].path.append(route)
            }
        }
        return (tab, stack, layers, first.presentation.modalStyle != nil)
    }
}

extension ResolvedLink {
    /// The intents that apply this resolution to a state whose selected tab is `selectedTab` (none
    /// for a link needing what the user lacks, which the router holds instead, or for one
    /// superseded).
    func intents(selectedTab: TabID) -> [NavigationIntent] {
        switch self {
        case .open(let tab, let stack, let layers, let startsWithModal):
            let presents = layers.map { NavigationIntent.present($0.root, path: $0.path) }
            if startsWithModal {
                return [.dismissAll] + presents
            }
            let target = tab ?? selectedTab
            return [.dismissAll, .selectTab(target), .replaceStack(stack, on: .tab(target))] + presents
        case .contentMissing(let tab, let startsWithModal, let kind):
            if startsWithModal {
                return [.showNotice(.contentMissing(kind))]
            }
            let target = tab ?? selectedTab
            return [.dismissAll, .selectTab(target), .popToRoot(.tab(target)), .showNotice(.contentMissing(kind))]
        case .rejected(let rejection):
            return [.showNotice(.linkRejected(rejection))]
        case .needs, .superseded:
            return []
        }
    }
}
