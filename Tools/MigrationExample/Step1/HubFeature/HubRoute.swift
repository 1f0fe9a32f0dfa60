import Foundation
import Waymark
import WaymarkMacros

/// The hub tab's screens, moved out of the legacy enums (written by `legacy-scaffold`; each
/// case's legacy form and links are in `LegacyMapping.md` beside this file).
@Routes(feature: "hub")
public enum HubRoute {
    @Destination(.tabRoot, tab: "hub")
    case home
    @Destination(.push, link: "careers")
    case careerPaths
    @Destination(.push, link: "leaderboards/{scope}")
    case leaderboards(scope: String)
    @Destination(.push, link: "university/{id:int}")
    case university(id: Int)
    @Destination(.push, link: "inbox")
    case inbox
}
