/// What a feature says about one of its destinations when it registers.
///
/// Declarations are made with the static factories, one per kind of presentation, so that a
/// declaration cannot combine facts that do not go together (a sheet with a hosting tab, say).
public struct DestinationDeclaration: Hashable, Sendable {
    /// The app-wide unique name, by convention `<feature>.<screen>`.
    public let name: DestinationName
    /// How it comes on screen.
    public let presentation: Presentation
    /// Who may reach it.
    public let access: AccessLevel
    /// Whether the tab bar shows while it is on top.
    public let tabBar: TabBarPolicy

    /// The root screen of `tab`.
    public static func tabRoot(_ name: DestinationName, tab: TabID, access: AccessLevel = .public) -> Self {
        Self(name: name, presentation: .tabRoot(tab), access: access, tabBar: .visible)
    }

    /// A pushed screen; links to it open on `hostTab`.
    public static func push(
        _ name: DestinationName,
        hostTab: TabID?,
        access: AccessLevel = .public,
        tabBar: TabBarPolicy = .visible
    ) -> Self {
        Self(name: name, presentation: .push(hostTab: hostTab), access: access, tabBar: tabBar)
    }

    /// A screen presented as a sheet over the current tab.
    public static func sheet(_ name: DestinationName, access: AccessLevel = .public) -> Self {
        Self(name: name, presentation: .sheet, access: access, tabBar: .visible)
    }

    /// A screen presented as a full-screen cover over the current tab.
    public static func fullScreenCover(_ name: DestinationName, access: AccessLevel = .public) -> Self {
        Self(name: name, presentation: .fullScreenCover, access: access, tabBar: .visible)
    }
}
