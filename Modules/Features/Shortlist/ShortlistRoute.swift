import ChapterKit
import Waymark
import WaymarkMacros

/// The Lists tab: the courses the student shortlisted, the universities they are at, editing the
/// list, and sharing it.
@Routes(feature: "shortlist")
public enum ShortlistRoute {
    @Destination(.tabRoot, tab: ChapterTab.lists, link: "lists")
    case home

    /// The universities of the shortlisted courses, each once.
    @Destination(.push, tab: ChapterTab.lists, link: "lists/universities")
    case universities

    /// Taking courses off the list.
    @Destination(.push, tab: ChapterTab.lists, link: "lists/edit")
    case edit

    /// Sharing the list with a friend or a parent: signed in, since the link carries the student's name.
    @Destination(.sheet, requires: .signedIn, detents: [.medium], link: "lists/share")
    case share
}

/// Registers the Shortlist feature.
public struct ShortlistFeature: NavigationFeature {
    public let name = ShortlistRoute.feature

    public init() {}

    public func register(into registrar: inout FeatureRegistrar) {
        registrar.register(ShortlistRoute.self)
    }
}
