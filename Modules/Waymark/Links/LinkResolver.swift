/// What a link comes to, worked out completely (parents found, content checked) before the state
/// changes, so the state never shows a half-applied link.
enum ResolvedLink: Sendable {
    /// Show these screens. `tab` is `nil` when the link keeps the selected tab (it starts with a
    /// modal, or with a push destination that has no hosting tab).
    case open(tab: TabID?, stack: [AnyRoute], layers: [ModalLayer], startsWithModal: Bool)
    /// The content is gone: land on the tab's root (or, for a modal-first link, stay) with a notice.
    case contentMissing(tab: TabID?, startsWithModal: Bool, notice: Notice)
    /// The link needs a signed-in user: hold it and ask the user to sign in.
    case needsSignIn
    /// The link is refused.
    case rejected(LinkRejection)
}

/// Resolves links against the registry: matching, access, parents, layout and content checks.
struct LinkResolver: Sendable {
    let registry: NavigationRegistry

    func resolve(_ link: String, isSignedIn: Bool) async -> ResolvedLink {
        let routes: [AnyRoute]
        switch registry.routes(forExternalLink: link) {
        case .success(let matched): routes = matched
        case .failure(let rejection): return .rejected(rejection)
        }
        if !isSignedIn, routes.contains(where: { registry.destination(for: $0)?.access == .signedIn }) {
            return .needsSignIn
        }

        let chain = routes.count == 1 ? await withParents(routes[0]) : routes
        let layout = arrange(chain)
        for route in chain {
            guard let content = registry.linkBehavior(of: route.destinationName)?.content else { continue }
            if await !content.exists(route) {
                return .contentMissing(
                    tab: layout.tab, startsWithModal: layout.startsWithModal,
                    notice: Notice("This \(content.noun) is no longer available."))
            }
        }
        return .open(tab: layout.tab, stack: layout.stack, layers: layout.layers, startsWithModal: layout.startsWithModal)
    }

    /// `route` with its parent chain in front, up to the chain limit (which also stops cycles).
    private func withParents(_ route: AnyRoute) async -> [AnyRoute] {
        var chain = [route]
        let limit = registry.linkConfiguration.maximumChainLength
        while chain.count < limit,
              let parent = registry.linkBehavior(of: chain[0].destinationName)?.parent,
              let found = await parent(chain[0]),
              registry.destination(for: found) != nil {
            chain.insert(found, at: 0)
        }
        return chain
    }

    /// Where the chain's screens go: a tab-root first selects its tab; otherwise the first
    /// destination's hosting tab; pushes form that tab's stack until a modal destination opens a
    /// layer, whose path takes the pushes after it.
    private func arrange(_ chain: [AnyRoute]) -> (tab: TabID?, stack: [AnyRoute], layers: [ModalLayer], startsWithModal: Bool) {
        var remaining = chain[...]
        let first = registry.destination(for: chain[0])!
        var tab: TabID?
        switch first.presentation {
        case .tabRoot(let root):
            tab = root
            remaining = remaining.dropFirst()
        case .push(let host):
            tab = host
        case .sheet, .fullScreenCover:
            tab = nil
        }
        var stack: [AnyRoute] = []
        var layers: [ModalLayer] = []
        for route in remaining {
            let presentation = registry.destination(for: route)!.presentation
            if let style = presentation.modalStyle {
                layers.append(ModalLayer(style: style, root: route))
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
    /// The intents that apply this resolution to `state`.
    func intents(in state: NavigationState, link: String, signIn: AnyRoute?) -> [NavigationIntent] {
        switch self {
        case .open(let tab, let stack, let layers, let startsWithModal):
            let presents = layers.map { NavigationIntent.present($0.root, path: $0.path) }
            if startsWithModal {
                return [.dismissAll, .clearNotice] + presents
            }
            let target = tab ?? state.selectedTab
            return [.dismissAll, .clearNotice, .selectTab(target), .replaceStack(stack, on: .tab(target))] + presents
        case .contentMissing(let tab, let startsWithModal, let notice):
            if startsWithModal {
                return [.showNotice(notice)]
            }
            let target = tab ?? state.selectedTab
            return [.dismissAll, .selectTab(target), .popToRoot(.tab(target)), .showNotice(notice)]
        case .needsSignIn:
            var intents: [NavigationIntent] = [.dismissAll, .holdPending(PendingLink(url: link, requiredAccess: .signedIn))]
            if let signIn {
                intents.append(.present(signIn))
            }
            return intents
        case .rejected(let rejection):
            return [.showNotice(Notice(rejection.description))]
        }
    }
}
