import Accommodation
import Account
import Arcade
import Calendar
import ChapterKit
import Courses
import Feed
import Groups
import Hub
import Inbox
import Profile
import Search
import Shortlist
import Universities
import Waymark

/// The one app router: every feature's router protocol, implemented on the Waymark router.
///
/// Features ask for what they need ("show university", "open chat"); this is the only place that
/// knows which feature's screen answers and how it is presented. Screens push inside the modal
/// they are in, as SwiftUI does; the game cover is left (and remembered) to show careers. Access
/// is not checked here: the engine's guard holds any navigation to a screen the user may not see
/// yet, shows sign-in, and completes it once the user has signed in.
@MainActor
final class ChapterRouter: HubRouting, SearchRouting, UniversitiesRouting, CoursesRouting, AccommodationRouting,
    ShortlistRouting, CalendarRouting, FeedRouting, GroupsRouting, ProfileRouting, InboxRouting, ArcadeRouting,
    AccountRouting
{
    let navigation: NavigationRouter
    let shortlist: ShortlistStore

    init(navigation: NavigationRouter, shortlist: ShortlistStore) {
        self.navigation = navigation
        self.shortlist = shortlist
    }

    // MARK: Pushes

    func showUniversity(_ id: UniversityID) { push(UniversitiesRoute.detail(id: id)) }
    func showCourse(_ id: CourseID) { push(CoursesRoute.detail(id: id)) }
    func compare(_ courses: [CourseID]) { push(CoursesRoute.compare(courses: courses)) }
    func showAccommodation(near university: UniversityID) { push(AccommodationRoute.list(university: university)) }
    func showAccommodationList(near university: UniversityID?) { push(AccommodationRoute.list(university: university)) }
    func showAccommodation(_ id: AccommodationID) { push(AccommodationRoute.detail(id: id)) }
    func showEvent(_ id: EventID) { push(CalendarRoute.event(id: id)) }
    func showPost(_ id: PostID) { push(FeedRoute.post(id: id)) }
    func showGroup(_ id: GroupID) { push(GroupsRoute.profile(id: id)) }
    func showChat(_ id: GroupID) { push(GroupsRoute.chat(id: id, message: nil)) }
    func showMessage(_ message: MessageID, in group: GroupID) { push(GroupsRoute.chat(id: group, message: message)) }
    func showProfile(_ id: UserID) { push(ProfileRoute.user(id: id)) }
    func showInbox() { push(InboxRoute.home) }
    func showPrivacySettings() { push(ProfileRoute.privacy) }
    func showAccountDeletion() { push(ProfileRoute.deleteAccount) }
    func showLeaderboard(for game: GameID?) { push(ArcadeRoute.leaderboard(game: game, period: .week)) }

    func addToShortlist(_ id: CourseID) async {
        let added = await shortlist.add(id)
        perform(.showNotice(.app(added ? ChapterNotice.addedToShortlist : ChapterNotice.alreadyOnShortlist)))
    }

    // MARK: Modals

    func play(_ game: GameID) { perform(.present(ArcadeRoute.game(game: game).erased)) }

    func closeGame() { perform(.dismissTop) }

    func showCareers(leaving game: GameID?) {
        let careers = ArcadeRoute.careers.erased
        if game != nil, !navigation.state.modals.isEmpty {
            perform(.leaveModals(push: [careers], rememberModals: true))
        } else {
            perform(.push(careers))
        }
    }

    // MARK: Account

    func signIn() async {
        await navigation.session.meet(.signedIn)
    }

    /// Closes the sign-in cover; the engine drops the navigation held for it, with a notice.
    func cancelSignIn() {
        guard let index = navigation.state.modals.lastIndex(where: { $0.root == AccountRoute.signIn.erased }) else { return }
        perform(.dismiss(fromLayer: index))
    }

    func confirmAccountDeletion() {
        navigation.session.revoke(.signedIn)
        perform(.dismissAll, .showNotice(.app(ChapterNotice.accountDeleted)))
    }

    // MARK: Helpers

    /// Pushes `route` on the stack the user sees.
    private func push(_ route: some Route) {
        perform(.push(AnyRoute(route)))
    }

    /// Applies the intents as the user's transaction. A screen's action that cannot be applied is
    /// a defect of that screen; the user is told it did not work rather than shown nothing.
    private func perform(_ intents: NavigationIntent...) {
        do {
            try navigation.apply(NavigationTransaction(intents, cause: .user))
        } catch {
            _ = try? navigation.perform(.showNotice(.app(ChapterNotice.navigationFailed)))
        }
    }
}
