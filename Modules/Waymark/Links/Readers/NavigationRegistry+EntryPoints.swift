/// What each entry point needs, generated from the destination's one declaration (its link), and
/// the link each entry point brings back: no hand-written switch over screens anywhere.
extension NavigationRegistry {
    /// The activity that hands `route`'s screen to another device (Handoff) and indexes it for
    /// Spotlight: the app's own type (`LinkConfiguration.activityType`) with the canonical link in
    /// its user info, the universal link as its web page (so a device without the app opens the
    /// website), and the canonical link as its target content identifier.
    package func userActivity(for route: AnyRoute) throws(LinkValueError) -> UserActivity {
        let link = try link(for: route)
        let webpage = links.configuration.universalLinkHosts.isEmpty ? nil : try self.link(for: route, form: .universal)
        guard let type = links.configuration.activityType else {
            // Without a type of its own, the app hands over the web page, which every device reads.
            guard let webpage else { throw .noUniversalLinkHost }
            return UserActivity(
                activityType: UserActivity.browsingWebType, webpageURL: webpage, targetContentIdentifier: link)
        }
        return UserActivity(
            activityType: type, webpageURL: webpage, targetContentIdentifier: link,
            userInfo: [UserActivity.linkKey: link])
    }

    /// The Home Screen quick action that opens `route`'s screen, titled `title` (in the user's
    /// words: the app's to give).
    public func quickAction(for route: AnyRoute, title: String) throws(LinkValueError) -> QuickAction {
        let link = try link(for: route)
        let prefix = links.configuration.activityType ?? "link"
        return QuickAction(
            type: "\(prefix).\(route.destinationName)", title: title, userInfo: [UserActivity.linkKey: link])
    }

    /// The URL a widget or a Live Activity opens `route`'s screen with (`widgetURL`, `Link`): the
    /// canonical link marked `via=widget`, since it comes back through `onOpenURL` like any link.
    func widgetURL(for route: AnyRoute) throws(LinkValueError) -> String {
        try link(for: route, from: .widget)
    }

    /// The URL template of `destination`'s link, as an App Intents entity's URL representation
    /// takes it (iOS 18 `URLRepresentableEntity`): the universal link (or the canonical scheme)
    /// with each parameter as `{name}` and each required query item as `key={name}`, marked
    /// `via=appIntent` (the system opens it as a universal link); optional items and the fragment
    /// are left out. `nil` for a destination without a link.
    func urlTemplate(for destination: DestinationName) -> String? {
        guard let pattern = self.destination(named: destination)?.link else { return nil }
        let configuration = links.configuration
        let prefix =
            configuration.universalLinkHosts.first.map { host in
                "https://\(host.hasPrefix("*.") ? String(host.dropFirst(2)) : host)/"
            } ?? configuration.schemes.first.map { "\($0)://" } ?? "https://localhost/"
        let path = pattern.segments.map { segment in
            switch segment {
            case .literal(let text): text
            case .parameter(let name, _), .catchAll(let name): "{\(name)}"
            case .compound(let parts):
                parts.map { part in
                    switch part {
                    case .literal(let text): text
                    case .parameter(let name, _): "{\(name)}"
                    }
                }.joined()
            }
        }.joined(separator: "/")
        let query = pattern.query.filter(\.isRequired).map { "\($0.key)={\($0.name)}" }
        return EntryPoint.appIntent.mark(prefix + path + (query.isEmpty ? "" : "?" + query.joined(separator: "&")))
    }

    /// The link an activity brings: a web page's URL, the link the app's own activity holds, or
    /// the identifier of a Spotlight result (the canonical link this registry indexed it under).
    func link(forActivity activity: UserActivity) -> Result<String, LinkRejection> {
        func required(_ value: String?, _ what: String) -> Result<String, LinkRejection> {
            guard let value, !value.isEmpty else { return .failure(.unreadableActivity(what)) }
            return .success(value)
        }
        switch activity.activityType {
        case UserActivity.browsingWebType:
            return required(activity.webpageURL, "a web page activity without its webpageURL")
        case UserActivity.spotlightType:
            return required(
                activity.userInfo[UserActivity.spotlightIdentifierKey], "a Spotlight result without its identifier")
        case let type where type == links.configuration.activityType:
            return required(
                activity.userInfo[UserActivity.linkKey], "an activity without its '\(UserActivity.linkKey)'")
        default:
            return .failure(.unreadableActivity("an activity of the unknown type '\(activity.activityType)'"))
        }
    }

    /// The link a quick action brings (the one ``quickAction(for:title:)`` put in it).
    func link(forQuickAction action: QuickAction) -> Result<String, LinkRejection> {
        guard let link = action.userInfo[UserActivity.linkKey], !link.isEmpty else {
            return .failure(.unreadableActivity("a quick action without its '\(UserActivity.linkKey)'"))
        }
        return .success(link)
    }
}
