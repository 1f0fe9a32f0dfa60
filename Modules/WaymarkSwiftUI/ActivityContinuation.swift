#if canImport(SwiftUI)
import Foundation
import SwiftUI
@_spi(FrontEnd) import Waymark
@_spi(FrontEnd) import WaymarkPresentation

/// Hands the scene the activities the system continues in it: a web page (Handoff from a browser
/// on another device) and the app's own screens (Handoff from the app on another device) as
/// Handoff, and Spotlight results as Spotlight. Each becomes a ``UserActivity`` and goes to the
/// presenter, which opens its link under the rules links follow; nothing is decided here.
///
/// A universal link is not among them: SwiftUI hands it to `onOpenURL` as its `https` URL (where
/// UIKit's scene delegate would get a web page activity), so it arrives through the root's
/// `onOpenURL` and the journal names it as the link it is (`link https://…`), apart from a
/// custom-scheme link (`link chapter://…`).
struct ActivityContinuation: ViewModifier {
    let presenter: ScreenPresenter

    func body(content: Content) -> some View {
        let handoff = presenter.router.registry.linkConfiguration.activityType
        content
            .onContinueUserActivity(NSUserActivityTypeBrowsingWeb) { continueActivity($0, from: .handoff) }
            // `CSSearchableItemActionType`, whose value the engine names, so CoreSpotlight is not needed.
            .onContinueUserActivity(UserActivity.spotlightType) { continueActivity($0, from: .spotlight) }
            .modifier(OwnActivity(type: handoff) { continueActivity($0, from: .handoff) })
    }

    private func continueActivity(_ activity: NSUserActivity, from source: EntryPoint) {
        let userInfo = (activity.userInfo ?? [:]).reduce(into: [String: String]()) { pairs, pair in
            if let key = pair.key as? String, let value = pair.value as? String { pairs[key] = value }
        }
        let converted = UserActivity(
            activityType: activity.activityType, webpageURL: activity.webpageURL?.absoluteString,
            targetContentIdentifier: activity.targetContentIdentifier, userInfo: userInfo)
        presenter.scene.startWork { await presenter.scene.links.continueActivity(converted, from: source) }
    }
}

/// Advertises the screen the user is on for Handoff, as the presenter says
/// (``SceneLife/currentActivity``): nothing when that screen has no link.
struct ActivityAdvertisement: ViewModifier {
    let presenter: ScreenPresenter

    func body(content: Content) -> some View {
        let activity = presenter.scene.currentActivity
        content.userActivity(activity?.activityType ?? UserActivity.browsingWebType, isActive: activity != nil) {
            advertised in
            guard let activity else { return }
            advertised.webpageURL = activity.webpageURL.flatMap { URL(string: $0) }
            advertised.targetContentIdentifier = activity.targetContentIdentifier
            advertised.userInfo = Dictionary(
                uniqueKeysWithValues: activity.userInfo.map { (AnyHashable($0.key), $0.value) })
        }
    }
}

/// The app's own activity type, when it has one.
private struct OwnActivity: ViewModifier {
    let type: String?
    let action: (NSUserActivity) -> Void

    func body(content: Content) -> some View {
        if let type {
            content.onContinueUserActivity(type, perform: action)
        } else {
            content
        }
    }
}
#endif
