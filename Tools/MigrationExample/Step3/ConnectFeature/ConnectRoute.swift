import Foundation
import Waymark
import WaymarkMacros

/// The connect tab's screens, moved out of the legacy enums (written by `legacy-scaffold`; each
/// case's legacy form and links are in `LegacyMapping.md` beside this file).
@Routes(feature: "connect")
public enum ConnectRoute {
    @Destination(.tabRoot, tab: "connect")
    case home
    @Destination(.push, link: "user/{id:uuid}")
    case userProfile(id: UUID)
    @Destination(.push, link: "group/{id:uuid}")
    case groupProfile(id: UUID)
    @Destination(.push, link: "chat/{id:uuid}")
    case chat(id: UUID)
    @Destination(.sheet, link: "new-message")
    case newMessage
}
