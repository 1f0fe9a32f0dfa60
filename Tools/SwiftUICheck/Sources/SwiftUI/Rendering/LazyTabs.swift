// How the stand-in builds a tab view's tabs as SwiftUI's `TabView` does: every tab's label (its
// tab item) from the start, a tab's content only when the tab is first shown (selected), and that
// content kept once built, however often the user leaves the tab. Not SwiftUI's API.
import Foundation

/// Where the renderer is, relative to the tab views above it, while it walks the tree.
@MainActor
enum TabPlace {
    /// Outside any tab view, in a tab's label, or in the content of a tab that is built.
    case elsewhere
    /// In the content of `tabView`, above its tabs.
    case tabs(of: ViewNode)
    /// In the modifiers that make the tab tagged `tag` of `tabView` (`tag(_:)`, `tabItem(_:)`),
    /// above the tab's content.
    case tab(tagged: AnyHashable, of: ViewNode)

    /// Where the parts of `node` are, `node` being here.
    func below(_ node: ViewNode) -> TabPlace {
        if node.view is any SelectionHolding { return .tabs(of: node) }
        guard case .tabs(let tabView) = self, let tag = node.effect as? Tag else { return self }
        // A tab view without a selection binding shows its first tab.
        if tabView.builtTabs.isEmpty { tabView.builtTabs.insert(tag.value) }
        return .tab(tagged: tag.value, of: tabView)
    }

    /// Where `part` of a node is, the node's parts being here: a tab's modifiers continue the tab,
    /// its content and its label are elsewhere.
    func of(_ part: ViewPart) -> TabPlace {
        guard case .tab = self else { return self }
        return part.name == "content" && part.view is any EffectCarrier ? self : .elsewhere
    }

    /// Whether `part` is the content of a tab never shown, which is not built yet.
    func isUnbuilt(_ part: ViewPart) -> Bool {
        guard case .tab(let tag, let tabView) = self else { return false }
        return part.name == "content" && !(part.view is any EffectCarrier) && !tabView.builtTabs.contains(tag)
    }

    /// Whether the content `node` left unbuilt (its tab never shown) is to be built now.
    func builds(contentLeftBy node: ViewNode) -> Bool {
        guard node.leftTabUnbuilt, case .tab(let tag, let tabView) = self else { return false }
        return tabView.builtTabs.contains(tag)
    }
}

extension ViewRenderer {
    /// `node`'s tab view shows the tab its selection reads, which is then built (read while the
    /// tab view's parts are made, so a new selection makes them again).
    func noteShownTab(of node: ViewNode) {
        guard let tabView = node.view as? any SelectionHolding, let selected = tabView.selectionValue else { return }
        node.builtTabs.insert(selected)
    }
}
