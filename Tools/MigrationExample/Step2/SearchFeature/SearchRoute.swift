import Foundation
import Waymark
import WaymarkMacros

/// The search tab's screens, moved out of the legacy enums (written by `legacy-scaffold`; each
/// case's legacy form and links are in `LegacyMapping.md` beside this file).
@Routes(feature: "search")
public enum SearchRoute {
    @Destination(.tabRoot, tab: "search")
    case home
    @Destination(.push, link: "course/{id:uuid}")
    case courseDetail(id: UUID)
    @Destination(.push, link: "compare/{first:uuid}/{second:uuid}")
    case compare(first: UUID, second: UUID)
    @Destination(.push, link: "accommodation/{id:uuid}")
    case accommodationDetail(id: UUID)
    @Destination(.sheet, link: "filters")
    case filters
}
