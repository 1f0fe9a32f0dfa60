#if canImport(SwiftUI)
// Compiled only where SwiftUI exists, and on Linux against the stand-in of SwiftUI's declared API in
// Tools/SwiftUICheck. Every decision is the presenter's (WaymarkPresentation).
import Foundation
import SwiftUI
@_spi(FrontEnd) import Waymark
@_spi(FrontEnd) import WaymarkPresentation

/// The state's alert or confirmation dialog, presented from the view at `level` when the presenter
/// says that level is the top-most; a chosen button is written back and its action handed to the
/// app.
struct DialogHost: ViewModifier {
    let presenter: ScreenPresenter
    let level: Int
    let answering: DialogAnswering

    func body(content: Content) -> some View {
        content
            .alert(
                shown(.alert)?.title ?? "", isPresented: isPresented(.alert), presenting: shown(.alert),
                actions: buttons, message: message
            )
            .confirmationDialog(
                shown(.confirmationDialog)?.title ?? "", isPresented: isPresented(.confirmationDialog),
                titleVisibility: .visible, presenting: shown(.confirmationDialog), actions: buttons,
                message: message)
    }

    private func shown(_ style: Dialog.Style) -> Dialog? {
        presenter.parts.dialog(atLevel: level).flatMap { $0.style == style ? $0 : nil }
    }

    private func isPresented(_ style: Dialog.Style) -> Binding<Bool> {
        Binding(
            get: { @MainActor [presenter, level] in presenter.parts.dialog(atLevel: level)?.style == style },
            set: { @MainActor [presenter, level] isPresented in
                if !isPresented, presenter.parts.dialog(atLevel: level)?.style == style {
                    try? presenter.userSetDialogDismissed()
                }
            })
    }

    @ViewBuilder private func buttons(_ dialog: Dialog) -> some View {
        ForEach(Array(dialog.buttons.indices), id: \.self) { position in
            Button(dialog.buttons[position].title, role: role(of: dialog.buttons[position])) {
                // A refused answer needs no word here: the plan takes the screen back to the state.
                guard let action = try? presenter.userAnswered(button: position) else { return }
                presenter.scene.startWork { await answering(action) }
            }
        }
    }

    @ViewBuilder private func message(_ dialog: Dialog) -> some View {
        if let message = dialog.message { Text(message) }
    }

    private func role(of button: Dialog.Button) -> ButtonRole? {
        switch button.role {
        case .cancel: .cancel
        case .destructive: .destructive
        case nil: nil
        }
    }
}

/// The sizes layer `index`'s sheet takes, bound to the state's size; nothing for a sheet whose
/// destination declares none.
struct SheetSizeBinding: ViewModifier {
    let presenter: ScreenPresenter
    let index: Int

    func body(content: Content) -> some View {
        let sizes = presenter.parts.sheetSizes(ofLayer: index).declared
        if sizes.isEmpty {
            content
        } else {
            content.presentationDetents(Set(sizes.map(Self.detent)), selection: selection(among: sizes))
        }
    }

    private func selection(among sizes: [SheetDetent]) -> Binding<PresentationDetent> {
        Binding(
            get: { @MainActor [presenter, index] in
                Self.detent(presenter.parts.sheetSizes(ofLayer: index).current ?? sizes[0])
            },
            set: { @MainActor [presenter, index] chosen in
                if let size = sizes.first(where: { Self.detent($0) == chosen }) {
                    try? presenter.userSetDetent(size, ofLayer: index)
                }
            })
    }

    private static func detent(_ size: SheetDetent) -> PresentationDetent {
        switch size {
        case .medium: .medium
        case .large: .large
        case .fraction(let fraction): .fraction(CGFloat(fraction))
        case .height(let height): .height(CGFloat(height))
        }
    }
}
#endif
