// expect: 'displayed' is inaccessible due to '@_spi' protection level
// An app drawn by the SwiftUI adapter needs no front-end interface: what a front end reads is
// visible only through `@_spi(FrontEnd) import`, so an app that names it says it writes one.
import WaymarkPresentation

@MainActor
func tabShown(by presenter: ScreenPresenter) -> String {
    String(describing: presenter.displayed)
}
