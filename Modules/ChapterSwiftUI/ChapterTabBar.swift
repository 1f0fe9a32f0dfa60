#if canImport(SwiftUI)
// Compiled only where SwiftUI exists, and on Linux against the stand-in of SwiftUI's declared API in
// Tools/SwiftUICheck. Chapter with a tab bar of its own drawing, through the one-stack root.
import ChapterApp
import Foundation
import SwiftUI
import Waymark
import WaymarkPresentation
import WaymarkSwiftUI

/// Chapter's navigation under a tab bar Chapter draws itself, as the app the seed documents keeps
/// one (`MasterTabView`, `showTabBar`) around one `NavigationStack`: Waymark shows the selected
/// tab's stack through ``NavigationStackRoot``, and the bar, shown while the screen on top lets
/// it (``ScreenPresenter/isTabBarVisible``), selects a tab as SwiftUI's tab bar would. An app can
/// adopt Waymark this way before it gives up its own chrome.
struct ChapterTabBarRoot: View {
    let scene: ChapterSceneModel

    var body: some View {
        VStack(spacing: 0) {
            NavigationStackRoot(presenter: scene.presenter) { route in
                ScreenView(scene: scene, route: route)
            } placeholder: { tab in
                Text(ChapterApp.emptyDetailColumn(of: tab))
            } answering: { action in
                await scene.app.carryOut(action)
            }
            if scene.presenter.isTabBarVisible {
                ChapterTabBar(presenter: scene.presenter)
            }
        }
    }
}

/// The bar: a button for each tab, the selected one marked.
struct ChapterTabBar: View {
    let presenter: ScreenPresenter

    var body: some View {
        // Read here, so the bar draws again when the selection changes.
        let selected = presenter.parts.selectedTab
        HStack {
            ForEach(presenter.router.registry.tabs, id: \.self) { tab in
                Button(Self.title(of: tab, selected: tab == selected)) {
                    try? presenter.userSetSelectedTab(tab)
                }
            }
        }
    }

    /// A tab's title on the bar: its name, in brackets while it is the selected tab.
    static func title(of tab: TabID, selected: Bool) -> String {
        let name = tab.rawValue.capitalized
        return selected ? "[\(name)]" : name
    }
}
#endif
