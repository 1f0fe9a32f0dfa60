#if canImport(SwiftUI) && SWIFTUI_STANDIN
// Compiled only in Tools/SwiftUICheck, against the stand-in of SwiftUI's declared API: these tests
// type through Chapter's window rendered headless, which iOS does not offer.
import ChapterApp
import Foundation
import HeadlessSupport
import SwiftUI
import Testing
@_spi(FrontEnd) import Waymark
@_spi(FrontEnd) import WaymarkPresentation
import WaymarkSwiftUI

@testable import ChapterSwiftUI

/// A review in Chapter's SwiftUI window: its text field keeps the text as the entry's state, the
/// sheet cannot be swiped away while it holds text, Cancel asks, and "Post review" saves unasked.
@MainActor
@Suite("Chapter in SwiftUI: a review with text asks before it is lost", .serialized)
struct UnsavedReviewWindowTests {
    @Test func aReviewWithTextHoldsTheSheetAndCancelAsks() async throws {
        let window = try await ChapterWindowUnderTest()
        let router = try window.router
        await router.session.meet(.signedIn)
        _ = try await window.scene.app.links.open("chapter://university/1/review")
        await window.settle()
        let sheet = try #require(window.renderer.presentations.first)
        #expect(window.renderer.allowsSwipeDown(sheet), "Nothing typed: the sheet swipes away")
        #expect(window.renderer.typeText("Friendly campus.", into: "Your review"))
        await window.settle()
        #expect(window.renderer.textFields.map(\.text) == ["Friendly campus."])
        #expect(!window.renderer.allowsSwipeDown(try #require(window.renderer.presentations.first)))
        #expect(window.renderer.tap("Cancel"))
        try await window.workFinished()
        await window.settle()
        #expect(window.renderer.shownDialogs == ["Discard your changes?"])
        #expect(window.renderer.answerDialog("Keep editing"))
        await window.settle()
        #expect(router.state.modals.count == 1 && window.renderer.textFields.map(\.text) == ["Friendly campus."])
        #expect(window.renderer.tap("Post review"))
        try await window.workFinished()
        await window.settle()
        #expect(router.state.modals.isEmpty && router.state.dialog == nil, "Posting saved it: nothing asks")
    }
}
#endif
