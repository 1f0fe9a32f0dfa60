import AppModels
import Foundation
import Journeys
import Waymark

/// The legacy app's saved session (its selected tab and its path), read by every step: a user may
/// update from the legacy app straight to any step, and the enum that wrote the path is gone from
/// the later ones. So the form is kept here, frozen: a copy of the legacy enum's cases as they were
/// encoded, each with the link its `url` wrote. Each entry is read by its link through the
/// step's registry (its features' patterns, else what is left of the legacy enum), so it opens
/// wherever its case now lives; an entry that no longer reads is dropped and counted, the rest
/// kept.
public struct LegacySession {
    /// The tab the legacy app had selected.
    public let tab: TabID
    /// The screens of its path that still open, bottom first.
    public let routes: [AnyRoute]
    /// How many screens of its path no longer read or open.
    public let dropped: Int

    /// Reads `session`, as the legacy app saved it, with `registry`.
    ///
    /// - Throws: `DecodingError` when the file is not the legacy app's form at all.
    public init(_ session: SavedSession, registry: NavigationRegistry) throws {
        let saved = try JSONDecoder().decode(SavedNavigation.self, from: Data(session.data))
        tab = TabID(rawValue: saved.selectedTab.rawValue)
        var routes: [AnyRoute] = []
        for entry in saved.path {
            guard let link = entry.destination?.url,
                case .success(let opened) = registry.routes(forExternalLink: link), opened.count == 1
            else { continue }
            routes.append(opened[0])
        }
        self.routes = routes
        dropped = saved.path.count - routes.count
    }

    /// The session as one transaction: its tab selected, its path that tab's stack.
    public var intents: [NavigationIntent] {
        [.selectTab(tab), .replaceStack(routes, on: .tab(tab))]
    }
}

/// The legacy app's `SavedNavigation`, as it encoded it.
private struct SavedNavigation: Decodable {
    let selectedTab: AppTab
    let path: [Entry]

    /// One entry of the path: a case this copy reads, or `nil` for one it does not (the rest of
    /// the path still reads).
    struct Entry: Decodable {
        let destination: SavedDestination?

        init(from decoder: any Decoder) {
            destination = try? SavedDestination(from: decoder)
        }
    }
}

/// The legacy `AppDestination` as the legacy app encoded it (Swift's synthesized form), with the
/// link each case's `url` wrote. Never changed: it reads files already on users' devices.
private enum SavedDestination: Decodable {
    case careerPaths
    case leaderboards(LeaderboardOptions)
    case university(Int)
    case inbox
    case courseDetail(UUID)
    case compare(CompareNavOptions)
    case accommodationDetail(UUID)
    case userProfile(GroupUser)
    case groupProfile(GroupChat)
    case chat(UUID)

    var url: String {
        switch self {
        case .careerPaths: "chapter://careers"
        case .leaderboards(let options): "chapter://leaderboards/\(options.scope)"
        case .university(let id): "chapter://university/\(id)"
        case .inbox: "chapter://inbox"
        case .courseDetail(let id): "chapter://course/\(id.uuidString)"
        case .compare(let options): "chapter://compare/\(options.first.uuidString)/\(options.second.uuidString)"
        case .accommodationDetail(let id): "chapter://accommodation/\(id.uuidString)"
        case .userProfile(let user): "chapter://profile/\(user.id.uuidString)"
        case .groupProfile(let group): "chapter://group/\(group.id.uuidString)"
        case .chat(let id): "chapter://chat/\(id.uuidString)"
        }
    }
}
