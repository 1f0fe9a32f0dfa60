/// How an app's links look from outside: its schemes, its universal-link hosts, its own parameter
/// types and the limits that protect it from hostile input.
public struct LinkConfiguration: Sendable {
    /// Custom schemes, such as `chapter`, compared without regard to case. With a custom scheme the
    /// host is the first segment of the path (`chapter://course/...` names the course pattern).
    /// The first scheme is the one canonical links are written with.
    package var schemes: [String]
    /// Hosts of universal links (`https` only), compared without regard to case. A host family
    /// `*.chapter.app` takes every subdomain of its base (`news.chapter.app`), not the base itself,
    /// as the apple-app-site-association entitlement reads it; links are written to the first
    /// host, a family's base for a family.
    package var universalLinkHosts: [String]
    /// Parameter types of the app's own, usable in patterns by name.
    package var parameterTypes: [LinkParameterType]
    /// The longest link accepted, in UTF-8 bytes.
    package var maximumLength: Int
    /// The most destinations one link may chain.
    package var maximumChainLength: Int
    /// The payload key whose text is a link to open, for notifications that carry one.
    package var notificationLinkKey: String
    /// The type of the app's own `NSUserActivity` for a screen (`app.chapter.screen`), which
    /// `NavigationRegistry.userActivity(for:)` writes and `LinkHandler` reads back; `nil`
    /// hands over the web page instead (`NSUserActivityTypeBrowsingWeb`).
    public var activityType: String?
    /// The most values a repeated query parameter (`{tags:slug[]}`) may take from one link; a
    /// link that gives more is refused.
    var maximumRepeatedValues = 32

    public init(
        schemes: [String] = [],
        universalLinkHosts: [String] = [],
        parameterTypes: [LinkParameterType] = [],
        maximumLength: Int = 2_048,
        maximumChainLength: Int = 16,
        notificationLinkKey: String = "link",
        maximumRepeatedValues: Int = 32
    ) {
        self.notificationLinkKey = notificationLinkKey
        self.maximumRepeatedValues = maximumRepeatedValues
        self.schemes = schemes
        self.universalLinkHosts = universalLinkHosts
        self.parameterTypes = parameterTypes
        self.maximumLength = maximumLength
        self.maximumChainLength = maximumChainLength
    }

    /// The type named `name`: an app-defined one first, then the built-in ones; `element[]` is
    /// `element` repeated.
    func parameterType(named name: String) -> LinkParameterType? {
        if name.hasSuffix("[]") {
            return parameterType(named: String(name.dropLast(2))).flatMap {
                $0.repeatedElement == nil ? .repeated($0) : nil
            }
        }
        if let custom = parameterTypes.first(where: { $0.name == name }) { return custom }
        switch name {
        case LinkParameterType.int.name: return .int
        case LinkParameterType.uuid.name: return .uuid
        case LinkParameterType.slug.name: return .slug
        case LinkParameterType.string.name: return .string
        default: return nil
        }
    }
}
