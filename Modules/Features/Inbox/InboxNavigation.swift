import ChapterKit

/// Where the inbox leads.
@MainActor
public protocol InboxRouting: AnyObject, Sendable {
    func showRequests()
    func showArchived()
    func showComposing()
    /// Closes the new message's sheet and opens the chat it goes to, in one step.
    func write(to group: GroupID)
    /// Leads into other features: this feature names what it needs; the app decides the screen.
    func showMessage(_ message: MessageID, in group: GroupID)
    func showProfile(_ user: UserID)
}

/// The student's conversations.
public protocol InboxService: Sendable {
    /// The latest message of each conversation in the inbox.
    func latestMessages() async -> [InboxConversation]
    /// Conversations the student archived.
    func archived() async -> [InboxConversation]
    /// People who wrote first.
    func requests() async -> [(user: UserID, name: String)]
}

/// A conversation as the inbox lists it: its group and its latest message.
public struct InboxConversation: Hashable, Sendable {
    public let group: GroupID
    public let groupName: String
    public let message: MessageID
    public let text: String

    public init(group: GroupID, groupName: String, message: MessageID, text: String) {
        self.group = group
        self.groupName = groupName
        self.message = message
        self.text = text
    }
}
