import ChapterKit

/// Where the Groups feature's screens lead.
@MainActor
public protocol GroupsRouting: AnyObject, Sendable {
    func showGroup(_ id: GroupID)
    func showChat(_ id: GroupID)
    func showProfile(_ id: UserID)
    func showInbox()
}

/// The groups and their chats.
public protocol GroupsService: Sendable {
    func groups() async -> [(id: GroupID, name: String)]
    func group(_ id: GroupID) async -> ChatGroup?
}

/// A group with its members and messages.
public struct ChatGroup: Sendable {
    public struct Member: Hashable, Sendable {
        public let id: UserID
        public let name: String

        public init(id: UserID, name: String) {
            self.id = id
            self.name = name
        }
    }

    public struct Message: Hashable, Sendable {
        public let id: MessageID
        public let sender: Member
        public let text: String

        public init(id: MessageID, sender: Member, text: String) {
            self.id = id
            self.sender = sender
            self.text = text
        }
    }

    public let id: GroupID
    public let name: String
    public let members: [Member]
    public let messages: [Message]

    public init(id: GroupID, name: String, members: [Member], messages: [Message]) {
        self.id = id
        self.name = name
        self.members = members
        self.messages = messages
    }
}
