import Waymark
import WaymarkMacros

/// The tabs' own content: the app's one new declaration, since the legacy enum has no case for
/// what lies under its path.
@Routes(feature: "app")
public enum AppTabRoot {
    @Destination(.tabRoot, tab: "hub")
    case hub
    @Destination(.tabRoot, tab: "search")
    case search
    @Destination(.tabRoot, tab: "connect")
    case connect
}
