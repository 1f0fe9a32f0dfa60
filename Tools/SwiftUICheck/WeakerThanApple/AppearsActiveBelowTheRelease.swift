// expect: 'EnvironmentValues.appearsActive' needs iOS 18.0
// The window the user is in, read under an iOS 17 guard: `appearsActive` is iOS 18's (macOS
// 10.15's through back-deployment). The availability check must refuse it (Tools/check-swiftui).
import SwiftUI

@available(iOS 17, tvOS 17, watchOS 10, visionOS 1, *)
struct ActiveWindowReader: ViewModifier {
    @Environment(\.appearsActive) private var appearsActive

    func body(content: Content) -> some View {
        content.onChange(of: appearsActive) {}
    }
}
