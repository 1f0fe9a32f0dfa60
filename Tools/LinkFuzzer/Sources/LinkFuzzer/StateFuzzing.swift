import Foundation

@_spi(FrontEnd) @testable import Waymark

/// One route of every destination, the screens the fuzzed intents move around.
let routes: [AnyRoute] =
    [
        "app://item/1", "app://item/2/reviews", "app://user/0b9e4f3a-1c2d-4e5f-8a9b-0c1d2e3f4a5b", "app://tag/x",
        "app://compare?ids=0b9e4f3a-1c2d-4e5f-8a9b-0c1d2e3f4a5b,6f1c2b3a-4d5e-4f60-8a7b-9c0d1e2f3a4b",
        "app://sheet", "app://cover/3", "app://account", "app://sign-in", "app://main", "app://other",
    ].compactMap { link in
        guard case .success(let match) = registry.match(link), case .success(let routes) = registry.routes(for: match)
        else {
            return nil
        }
        return routes.last
    } + [FuzzRoute(destination: "inner", values: [:]).erased, FuzzRoute(destination: "secret", values: [:]).erased]

/// The intent a byte stands for: every kind of intent, on every route, valid and invalid alike.
func intent(_ byte: UInt8, _ next: UInt8) -> NavigationIntent {
    let route = routes[Int(next) % routes.count]
    let tab: TabID = next % 2 == 0 ? "main" : "other"
    switch byte % 19 {
    case 0: return .push(route)
    case 1: return .push(route, on: .tab(tab))
    case 2: return .push(route, on: .layer(Int(next % 3)))
    case 3: return .pop()
    case 4: return .pop(.layer(Int(next % 3)))
    case 5: return .popToRoot(next % 2 == 0 ? .top : .tab(tab))
    case 6: return .popTo(route)
    case 7: return .replaceStack([route, routes[Int(next / 2) % routes.count]], on: next % 3 == 0 ? .top : .tab(tab))
    case 8: return .selectTab(tab, onReselect: next % 2 == 0 ? .keepStack : .popToRoot)
    case 9: return .present(route, path: next % 2 == 0 ? [] : [routes[Int(next / 2) % routes.count]])
    case 10: return .dismissTop
    case 11: return .dismiss(fromLayer: Int(next % 3))
    case 12: return .dismissAll
    case 13: return .leaveModals(push: [route], rememberModals: next % 2 == 0)
    case 14: return .clearHeld
    case 15: return .showDialog(fuzzDialog)
    case 16: return .closeDialog
    case 17:
        return .resizeSheet(layer: Int(next % 3), to: [.medium, .fraction(0.5), .large, .height(9)][Int(next / 3) % 4])
    default: return .showNotice(.app(AppNotice("fuzz")))
    }
}

/// A confirmation dialog with an action, a plain button and the cancel button the engine adds.
let fuzzDialog: Dialog = {
    do {
        return try Dialog(
            .confirmationDialog, title: "Fuzz?",
            buttons: [.init("Yes", role: .destructive, action: DialogAction("yes")), .init("Maybe")])
    } catch {
        fatalError("The fuzz dialog is invalid: \(error)")
    }
}()

/// Reads the input as a snapshot to restore (under a session signed in or not, by the first
/// byte's high bit), and as a program of steps of three bytes: transactions of two intents (from
/// the user or a link), gestures, sign-outs, and restorations of places reached elsewhere. After every step
/// the state must be one the registry accepts, show no screen needing what the session lacks, and
/// hold navigation only behind the screen that would meet it; a failed step must change nothing.
/// Anything else traps.
@MainActor
func fuzzStates(_ bytes: [UInt8]) {
    let signedIn = bytes.first.map { $0 & 0x80 != 0 } ?? false
    let session = NavigationSession(registry: registry, met: signedIn ? [.signedIn] : [])
    let router = NavigationRouter(session: session)
    if (try? router.restore(from: Data(bytes))) != nil { checkInvariants(router, after: "restoring the input") }

    var position = 0
    while position + 2 < bytes.count {
        let (kind, first, second) = (bytes[position], bytes[position + 1], bytes[position + 2])
        position += 3
        let before = router.state
        switch kind % 8 {
        case 0:
            session.revoke(.signedIn)
        case 1:
            // A place a signed-in user reached elsewhere, restored here under this session.
            let other = NavigationRouter(session: NavigationSession(registry: registry, met: [.signedIn]))
            _ = try? other.apply(NavigationTransaction([intent(first, second), intent(second, first)]))
            guard let data = try? other.snapshot() else { fatalError("A valid state did not encode") }
            if (try? router.restore(from: data)) == nil, router.state != before {
                fatalError("A failed restoration changed the state")
            }
        case 6:
            if first % 4 == 3 {
                let answer = try? router.answerDialog(button: Int(second % 4))
                if answer == nil, before.dialog != nil, Int(second % 4) == 0 {
                    fatalError("The dialog's first button lost its action")
                }
                if before.dialog != nil, Int(second % 4) < 3, router.state.dialog != nil {
                    fatalError("An answered dialog is still shown")
                }
                break
            }
            let gesture: ScreenWrite =
                switch first % 3 {
                case 0: .swipedBack(second % 2 == 0 ? .top : .layer(Int(second % 3)), toDepth: Int(second % 4) - 1)
                case 1: .draggedDown(layer: Int(second % 3))
                default: .selectedTab(second % 2 == 0 ? "main" : "other")
                }
            if (try? router.userDid(gesture)) == nil, router.state != before {
                fatalError("A refused gesture changed the state: \(gesture)")
            }
        default:
            let cause: TransitionCause = kind % 8 == 7 ? .link("fuzz") : .user
            let transaction = NavigationTransaction([intent(first, second), intent(second, first)], cause: cause)
            if (try? router.apply(transaction)) == nil, router.state != before {
                fatalError("A failed transaction changed the state: \(transaction.intents)")
            }
        }
        checkInvariants(router, after: "step \(position / 3)")
    }
}

@MainActor
func checkInvariants(_ router: NavigationRouter, after step: String) {
    let state = router.state
    do {
        try registry.validate(state)
    } catch {
        fatalError("After \(step), a state the registry refuses: \(error)\n\(state)")
    }
    if let (route, lacking) = registry.firstUnmetRequirements(in: state, met: router.session.met) {
        fatalError("After \(step), \(route) is shown though the user lacks \(lacking)")
    }
    if let pending = state.held {
        let satisfiers = pending.requirements.compactMap(registry.satisfier(for:))
        guard state.modals.contains(where: { satisfiers.contains($0.root) }) else {
            fatalError("After \(step), navigation is held with nothing on screen to meet it: \(pending)")
        }
    }
}
