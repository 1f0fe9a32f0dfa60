// expect: 'driver' is inaccessible due to 'package' protection level
// A front end (the terminal, a UIKit one, a test harness) reads the presenter through its
// front-end interface (`@_spi(FrontEnd)`), never the driver the presenter keeps.
@_spi(FrontEnd) import WaymarkPresentation

@MainActor
func describePlan(of presenter: ScreenPresenter) -> String {
    String(describing: presenter.driver)
}
