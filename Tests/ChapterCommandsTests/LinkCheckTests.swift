import ChapterApp
import ChapterCommands
import Testing

@MainActor
@Suite("links check: each link as the outside world would open it")
struct LinkCheckTests {
    @Test func linksCheckSortsGoodFromBad() throws {
        let console = Console(app: try ChapterApp())
        #expect(console.check(link: "chapter://careers").isAccepted)
        #expect(
            console.check(link: "chapter://settings/delete-account") == (
                false, "'profile.deleteAccount' can only be opened from inside the app."
            ))
        #expect(console.check(link: "http://chapter.app/careers") == (false, "Only https links can be opened."))
        #expect(!console.check(link: "chapter://university/abc").isAccepted)
    }
}
