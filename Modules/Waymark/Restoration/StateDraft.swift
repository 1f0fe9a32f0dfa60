import Foundation

/// A state whose entries may be bad: what a snapshot decodes into before it is checked, and what a
/// live state becomes before it is filtered. With it, what a snapshot keeps beside the place (held
/// navigation, identities, result requests, screen state), which is fitted to the state once it
/// is checked; notices are never stored.
///
/// It mirrors ``NavigationState``'s coded shape, but each route is a `Result`, so that one entry
/// that no longer decodes costs that entry (and what stands on it), never the whole state.
struct StateDraft: Decodable {
    typealias Entry = Result<AnyRoute, DropReason>

    struct Layer: Decodable {
        var root: Entry
        var path: [Entry]
        /// The sheet's size as saved; a size that no longer reads is a size the layer loses.
        var detent: SheetDetent?

        enum CodingKeys: String, CodingKey { case root, path, detent }

        init(root: Entry, path: [Entry], detent: SheetDetent?) {
            self.root = root
            self.path = path
            self.detent = detent
        }

        init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            root = try container.decode(LenientRoute.self, forKey: .root).entry
            path = try container.decode([LenientRoute].self, forKey: .path).map(\.entry)
            detent = try? container.decodeIfPresent(SheetDetent.self, forKey: .detent)
        }
    }

    struct ReturnPoint: Decodable {
        var tab: TabID
        var stack: [Entry]
        var layers: [Layer]

        enum CodingKeys: String, CodingKey { case tab, stack, layers }

        init(tab: TabID, stack: [Entry], layers: [Layer]) {
            self.tab = tab
            self.stack = stack
            self.layers = layers
        }

        init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            tab = try container.decode(TabID.self, forKey: .tab)
            stack = try container.decode([LenientRoute].self, forKey: .stack).map(\.entry)
            layers = try container.decode([Layer].self, forKey: .layers)
        }
    }

    var selectedTab: TabID
    var stacks: [TabID: [Entry]]
    var modals: [Layer]
    var returnPoint: ReturnPoint?
    /// Held navigation as saved (version 3); resolved
    /// afresh by the router, not by the sanitizer.
    var held: SavedHeldNavigation?
    /// The entries' identities as saved (version 3); fitted to the restored state afterwards.
    var entries: SavedIdentities?
    /// The result requests as saved (version 3); kept afterwards only where they still fit.
    var awaiting: [ResultRequest] = []
    /// The state features kept for screens, as JSON, by entry and key (version 3).
    var screens: [SavedScreenState] = []
    /// The tab selected before the search tab, as saved; kept only where it still fits.
    var tabBeforeSearch: TabID?
    /// The way out held behind the unsaved-work question, as saved; the router asks again only
    /// where it still fits.
    var heldExit: SavedExit?

    enum CodingKeys: String, CodingKey {
        case selectedTab, stacks, modals, returnPoint, tabBeforeSearch
    }

    init(selectedTab: TabID, stacks: [TabID: [Entry]], modals: [Layer], returnPoint: ReturnPoint?) {
        self.selectedTab = selectedTab
        self.stacks = stacks
        self.modals = modals
        self.returnPoint = returnPoint
    }

    init(_ state: NavigationState) {
        func layer(_ layer: ModalLayer) -> Layer {
            Layer(root: .success(layer.root), path: layer.path.map(Entry.success), detent: layer.detent)
        }
        selectedTab = state.selectedTab
        stacks = state.stacks.mapValues { $0.map { .success($0.route) } }
        modals = state.modals.map(layer)
        returnPoint = state.returnPoint.map {
            ReturnPoint(tab: $0.tab, stack: $0.stack.map(Entry.success), layers: $0.layers.map(layer))
        }
        tabBeforeSearch = state.tabBeforeSearch
        entries = SavedIdentities(of: state)
    }

    init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        selectedTab = try container.decode(TabID.self, forKey: .selectedTab)
        stacks = try container.decode([TabID: [LenientRoute]].self, forKey: .stacks).mapValues { $0.map(\.entry) }
        modals = try container.decode([Layer].self, forKey: .modals)
        returnPoint = try container.decodeIfPresent(ReturnPoint.self, forKey: .returnPoint)
        tabBeforeSearch = try? container.decodeIfPresent(TabID.self, forKey: .tabBeforeSearch)
    }
}

/// A route that decodes to a failure instead of throwing, whatever is wrong with the entry: no
/// type, an unknown type, or a value that no longer fits its type (after a version 1 entry's older
/// form was tried, when the decoder has a ``LegacyRouteReader``).
struct LenientRoute: Decodable {
    let entry: StateDraft.Entry

    init(from decoder: any Decoder) {
        let key: String
        do {
            key = try decoder.container(keyedBy: AnyRoute.CodingKeys.self).decode(String.self, forKey: .type)
        } catch {
            entry = .failure(.malformedEntry(SnapshotCoder.summary(of: error)))
            return
        }
        let table = decoder.userInfo[.waymarkRouteTypes] as? RouteTypeTable
        guard table?.type(forKey: key) != nil else {
            entry = .failure(.unknownRouteType(key))
            return
        }
        do {
            entry = .success(try AnyRoute(from: decoder))
        } catch {
            // A version 1 entry an older build wrote in a form today's type no longer reads.
            if let legacy = decoder.userInfo[.waymarkLegacyRoutes] as? LegacyRouteReader,
                let value = try? decoder.container(keyedBy: AnyRoute.CodingKeys.self).decode(
                    JSONValue.self, forKey: .value),
                let route = legacy.route(typeKey: key, value: value)
            {
                entry = .success(route)
            } else {
                entry = .failure(.undecodable(typeKey: key, detail: SnapshotCoder.summary(of: error)))
            }
        }
    }
}
