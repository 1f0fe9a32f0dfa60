#if canImport(SwiftUI)
// Compiled only where SwiftUI exists, and on Linux against the stand-in of SwiftUI's declared API in
// Tools/SwiftUICheck. Where VoiceOver's focus goes is the presenter's to say (`ScreenArrivals`, in
// WaymarkPresentation); these views only move it there, on the arrival signal, never on a delay.
import SwiftUI
@_spi(FrontEnd) import Waymark
@_spi(FrontEnd) import WaymarkPresentation
#if canImport(Accessibility)
import Accessibility
#endif

extension View {
    /// Marks this view as its screen's first element, VoiceOver's focus when the screen arrives
    /// (pushed, presented, uncovered, opened by a link): its heading, usually. A screen that marks
    /// none is left to VoiceOver, which the adapter tells that the screen changed, and which
    /// then starts on what it reads first (the navigation title).
    public func focusedOnArrival() -> some View {
        modifier(ArrivalFocusing(source: nil))
    }
}

/// A view VoiceOver's focus moves to when the presenter says so: its screen's heading (`source`
/// `nil`), or a presentation source, given focus back when what it opened is dismissed. Each such
/// view reads the presenter's focus alone, so nothing else draws again when it moves.
struct ArrivalFocusing: ViewModifier {
    let source: PresentationSource?
    @Environment(\.waymarkArrivals) private var arrivals
    @Environment(\.waymarkScreenPlace) private var place
    @AccessibilityFocusState private var isFocused: Bool

    func body(content: Content) -> some View {
        content
            .accessibilityFocused($isFocused)
            .onChange(of: arrivals?.focus) { _, focus in
                if let focus, takes(focus.target) { isFocused = true }
            }
    }

    /// Whether focus on `target` is focus on this view.
    private func takes(_ target: ArrivalFocus.Target) -> Bool {
        guard let place else { return false }
        switch target {
        case .heading(let stack, let entry): return source == nil && stack == place.stack && entry == place.entry
        case .source(let placed): return source.map { PlacedSource($0, on: place.stack, entry: place.entry) } == placed
        }
    }
}

/// Tells VoiceOver the screen changed (a new screen arrived, focus to its heading) or its layout
/// did (focus back to the view that opened what was dismissed, or a dialog gone), with the
/// Accessibility framework's `AccessibilityNotification` (iOS 17, macOS 14, tvOS 17, watchOS 10,
/// visionOS 1: every platform the package supports), in the window the user is in: the one view
/// that reads where focus goes, and it draws nothing but the view it modifies.
///
/// It posts after focus has moved, never in the same update (docs/swiftui.md, "VoiceOver: focus on
/// arrival"): each `ArrivalFocusing` view sets its focus state in its `onChange` of the presenter's
/// focus, which SwiftUI runs during the update in which the focus changed, and SwiftUI applies the
/// focus state once that update is done. A task keyed by the focus's number starts with that
/// update and runs on the main actor only after it, so VoiceOver hears the notification with its
/// focus already on the view; posting from an `onChange` here, or from the handler that sets the
/// focus state, would post before the focus state applies, in an order SwiftUI does not define.
struct ScreenChangeAnnouncing: ViewModifier {
    let arrivals: ScreenArrivals
    @Environment(\.scenePhase) private var phase

    func body(content: Content) -> some View {
        let number = arrivals.focus?.number
        content.task(id: number) { [arrivals, phase] in
            #if canImport(Accessibility)
            // A focus moved again since is the newer task's to announce.
            guard let focus = arrivals.focus, focus.number == number, phase == .active, !Task.isCancelled else {
                return
            }
            if case .heading = focus.target, focus.isArrival {
                AccessibilityNotification.ScreenChanged().post()
            } else {
                AccessibilityNotification.LayoutChanged().post()
            }
            #endif
        }
    }
}

private struct ArrivalsKey: EnvironmentKey {
    static var defaultValue: ScreenArrivals? { nil }
}

extension EnvironmentValues {
    /// The scene's arrivals, whose focus the views marked as headings and sources follow.
    var waymarkArrivals: ScreenArrivals? {
        get { self[ArrivalsKey.self] }
        set { self[ArrivalsKey.self] = newValue }
    }
}
#endif
