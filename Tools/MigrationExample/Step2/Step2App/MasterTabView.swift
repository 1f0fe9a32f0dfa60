import AppModels
import Waymark

/// The legacy views of the Connect tab, the last not moved.
@MainActor
struct MasterTabView {
    let navigate: @MainActor (any Route) -> Void
    let present: @MainActor (any Route) -> Void

    func tabContent(_ root: AppTabRoot) -> Screen {
        switch root {
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
        case .userProfile(let user):
            Screen(user.name, buttons: [button("Message", AppDestination.chat(Directory.adaChat))])
        case .groupProfile(let group):
            Screen(group.name, buttons: [button("Group chat", AppDestination.chat(group.id))])
        case .chat(let id): Screen(id == Directory.adaChat ? "Chat with Ada" : "Group chat")
        }
    }

    func sheetView(_ sheet: AppSheet) -> Screen {
        switch sheet {
        case .newMessage: Screen("New message", buttons: [button("Grace", AppDestination.userProfile(Directory.grace))])
        }
    }

    private func button(_ label: String, _ route: any Route) -> Screen.Button {
        Screen.Button(label) { navigate(route) }
    }
}
