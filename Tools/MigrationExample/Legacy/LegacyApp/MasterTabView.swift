import AppModels

/// The app's screens (`MasterTabView.swift:643` in the seed: a switch from each destination to
/// its view, and each tab's content). A view leads on by calling `navigate`, the environment's
/// closure in the seed, and presents its sheets with `present`.
@MainActor
public struct MasterTabView {
    public let navigate: @MainActor (AppDestination) -> Void
    public let present: @MainActor (AppSheet) -> Void

    public init(
        navigate: @escaping @MainActor (AppDestination) -> Void, present: @escaping @MainActor (AppSheet) -> Void
    ) {
        self.navigate = navigate
        self.present = present
    }

    /// Each tab's own content, under the path.
    public func tabContent(_ tab: AppTab) -> Screen {
        switch tab {
        case .hub:
            Screen(
                "Hub",
                buttons: [
                    button("University of Edinburgh", .university(Directory.edinburgh)),
                    button("Career paths", .careerPaths),
                    button("Weekly leaderboard", .leaderboards(LeaderboardOptions(scope: "weekly"))),
                    button("Inbox", .inbox),
                ])
        case .search:
            Screen(
                "Search",
                buttons: [
                    button("Physics", .courseDetail(Directory.physics)),
                    Screen.Button("Filters") { present(.filters) },
                ])
        case .connect:
            Screen(
                "Connect",
                buttons: [
                    button("Ada", .userProfile(Directory.ada)),
                    button("Physics study group", .groupProfile(Directory.studyGroup)),
                    Screen.Button("New message") { present(.newMessage) },
                ])
        }
    }

    /// The seed's `destinationView(for:)`.
    public func destinationView(for destination: AppDestination) -> Screen {
        switch destination {
        case .careerPaths: Screen("Career paths")
        case .leaderboards(let options): Screen("Leaderboard: \(options.scope)")
        case .university(let id):
            Screen(
                id == Directory.edinburgh ? "University of Edinburgh" : "University \(id)",
                buttons: [
                    button("Accommodation", .accommodationDetail(Directory.hallOne)),
                    button("Physics", .courseDetail(Directory.physics)),
                ])
        case .inbox: Screen("Inbox", buttons: [button("Ada", .chat(Directory.adaChat))])
        case .courseDetail(let id):
            Screen(
                Directory.courseName(id),
                buttons: [
                    button("Compare with Maths", .compare(CompareNavOptions(first: id, second: Directory.maths))),
                    button("University", .university(Directory.edinburgh)),
                ])
        case .compare(let options):
            Screen("\(Directory.courseName(options.first)) vs \(Directory.courseName(options.second))")
        case .accommodationDetail(let id): Screen(id == Directory.hallOne ? "Hall One" : "Accommodation")
        case .userProfile(let user): Screen(user.name, buttons: [button("Message", .chat(Directory.adaChat))])
        case .groupProfile(let group): Screen(group.name, buttons: [button("Group chat", .chat(group.id))])
        case .chat(let id): Screen(id == Directory.adaChat ? "Chat with Ada" : "Group chat")
        }
    }

    /// The sheets' content.
    public func sheetView(_ sheet: AppSheet) -> Screen {
        switch sheet {
        case .filters: Screen("Filters", buttons: [button("Physics", .courseDetail(Directory.physics))])
        case .newMessage: Screen("New message", buttons: [button("Grace", .userProfile(Directory.grace))])
        }
    }

    private func button(_ label: String, _ destination: AppDestination) -> Screen.Button {
        Screen.Button(label) { navigate(destination) }
    }
}
