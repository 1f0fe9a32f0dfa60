import AppModels
import HubFeature
import Waymark

/// The legacy views of the screens not moved yet. A view leads on with `navigate` as before; a
/// screen that moved is named by its feature's route (`HubRoute.university`), the one change
/// here.
@MainActor
struct MasterTabView {
    let navigate: @MainActor (any Route) -> Void
    let present: @MainActor (any Route) -> Void

    func tabContent(_ root: AppTabRoot) -> Screen {
        switch root {
        case .search:
            Screen(
                "Search",
                buttons: [
                    button("Physics", AppDestination.courseDetail(Directory.physics)),
                    Screen.Button("Filters") { present(AppSheet.filters) },
                ])
        case .connect:
            Screen(
                "Connect",
                buttons: [
                    button("Ada", AppDestination.userProfile(Directory.ada)),
                    button("Physics study group", AppDestination.groupProfile(Directory.studyGroup)),
                    Screen.Button("New message") { present(AppSheet.newMessage) },
                ])
        }
    }

    func destinationView(for destination: AppDestination) -> Screen {
        switch destination {
        case .courseDetail(let id):
            Screen(
                Directory.courseName(id),
                buttons: [
                    button(
                        "Compare with Maths",
                        AppDestination.compare(CompareNavOptions(first: id, second: Directory.maths))),
                    button("University", HubRoute.university(id: Directory.edinburgh)),
                ])
        case .compare(let options):
            Screen("\(Directory.courseName(options.first)) vs \(Directory.courseName(options.second))")
        case .accommodationDetail(let id): Screen(id == Directory.hallOne ? "Hall One" : "Accommodation")
        case .userProfile(let user):
            Screen(user.name, buttons: [button("Message", AppDestination.chat(Directory.adaChat))])
        case .groupProfile(let group):
            Screen(group.name, buttons: [button("Group chat", AppDestination.chat(group.id))])
        case .chat(let id): Screen(id == Directory.adaChat ? "Chat with Ada" : "Group chat")
        }
    }

    func sheetView(_ sheet: AppSheet) -> Screen {
        switch sheet {
        case .filters: Screen("Filters", buttons: [button("Physics", AppDestination.courseDetail(Directory.physics))])
        case .newMessage: Screen("New message", buttons: [button("Grace", AppDestination.userProfile(Directory.grace))])
        }
    }

    private func button(_ label: String, _ route: any Route) -> Screen.Button {
        Screen.Button(label) { navigate(route) }
    }
}
