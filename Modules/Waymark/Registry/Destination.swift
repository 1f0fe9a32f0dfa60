/// How a destination comes on screen.
public enum Presentation: Hashable, Sendable, CustomStringConvertible {
    /// The root screen of a tab: never pushed, shown when that tab's stack is empty.
    case tabRoot(TabID)
    /// Pushed on a stack. `hostTab` is the tab a link to it opens on; `nil` for screens that are only
    /// pushed inside a modal layer or wherever the user is.
    case push(hostTab: TabID?)
    /// Presented as a sheet, over whatever tab is selected.
    case sheet
    /// Presented as a full-screen cover, over whatever tab is selected.
    case fullScreenCover

    /// The style of the modal layer this destination roots, or `nil` if it is not modal.
    public var modalStyle: ModalStyle? {
        switch self {
        case .sheet: .sheet
        case .fullScreenCover: .fullScreenCover
        case .tabRoot, .push: nil
        }
    }

    /// The tab this destination belongs to, if any.
    public var tab: TabID? {
        switch self {
        case .tabRoot(let tab): tab
        case .push(let host): host
        case .sheet, .fullScreenCover: nil
        }
    }

    public var description: String {
        switch self {
        case .tabRoot(let tab): "the root of tab '\(tab)'"
        case .push(let host?): "a push on tab '\(host)'"
        case .push(nil): "a push"
        case .sheet: "a sheet"
        case .fullScreenCover: "a full-screen cover"
        }
    }
}

/// Who may reach a destination.
public enum AccessLevel: String, Hashable, Sendable, Codable, CaseIterable {
    /// Anyone, from inside the app or from a link.
    case `public`
    /// Only a signed-in user; links to it wait for sign-in.
    case signedIn
    /// Only from inside the app (a screen's action), never from a link or notification.
    case `internal`
}

/// Whether the tab bar shows while a destination is on top of the selected tab's stack.
public enum TabBarPolicy: Hashable, Sendable {
    case visible
    case hidden
}

/// One registered destination: the facts the engine needs to place, guard and show it.
public struct Destination: Hashable, Sendable {
    /// The app-wide unique name.
    public let name: DestinationName
    /// The feature that registered it.
    public let feature: String
    /// The ``Route/typeKey`` of the route type whose values show this destination.
    public let routeTypeKey: String
    /// How it comes on screen.
    public let presentation: Presentation
    /// Who may reach it.
    public let access: AccessLevel
    /// Whether the tab bar shows while it is on top of the selected tab.
    public let tabBar: TabBarPolicy
    /// The link pattern, if the destination has a link.
    public internal(set) var link: LinkPattern?
}
