/// Why an intent could not be applied. The transaction that contained it changed nothing.
public enum NavigationError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The tab is not one of the registry's tabs.
    case unknownTab(TabID)
    /// A whole state was given without a stack for one of the registry's tabs.
    case missingStack(TabID)
    /// No destination of that name is registered for the route's type.
    case unregisteredDestination(DestinationName, typeKey: String)
    /// The destination is not presented by push, so it cannot go on a stack.
    case notPushable(DestinationName, PresentationStyle)
    /// The destination is not a sheet or full-screen cover, so it cannot root a modal layer.
    case notPresentable(DestinationName, PresentationStyle)
    /// The tab shows its root screen; there is nothing to pop.
    case nothingToPop(TabID)
    /// No modal layer is presented.
    case noModalPresented
    /// The route is not on the stack it should be popped to.
    case notInStack(DestinationName, StackTarget)
    /// A navigation that leaves the modals must name at least one screen to show.
    case nothingToNavigateTo
    /// No modal layer has this index.
    case noSuchLayer(Int)
    /// The destination lives only inside a modal layer, so it cannot go on a tab's stack.
    case modalOnly(DestinationName)
    /// The destination is internal and this is not a place the app's own screens lead to it from.
    case unreachable(DestinationName)
    /// The modal layer cannot be swiped away: a full-screen cover, or a sheet declared with
    /// ``DestinationDeclaration/Case/interactiveDismissDisabled()``.
    case notInteractivelyDismissible(DestinationName)
    /// The destination needs what the user lacks, and the navigation cannot be held for it: no
    /// destination is declared to meet the requirement, or a whole state was given at once.
    case requirementUnmet(Requirement, DestinationName)
    /// The dialog cannot be shown as it is: the reason says what is missing or doubled.
    case invalidDialog(String)
    /// A dialog is shown already; the user answers one at a time.
    case dialogAlreadyShown
    /// No dialog is shown.
    case noDialogShown
    /// The dialog has no button at this position (from 0).
    case noSuchDialogButton(Int)
    /// The layer's sheet cannot take this size: its destination declares other sizes, or none
    /// (`nil`: a layer of such a destination without its size).
    case undeclaredDetent(SheetDetent?, DestinationName)
    /// The screen on top cannot ask for a value: it is a tab's root, which is not an entry.
    case noScreenToAsk
    /// The screen on top (the second name) does not declare that it asks the first for a value.
    case notAsking(DestinationName, asker: DestinationName?)
    /// Nobody asked the screen on top for a value (or it gave one already).
    case nobodyAsked(DestinationName?)
    /// The value given is not of the type the asker asked for.
    case resultTypeMismatch(asked: ResultType, given: ResultType)
    /// Search was closed while the search tab was not selected, or the app has no search tab here.
    case searchNotShown

    public var description: String {
        switch self {
        case .unknownTab(let tab):
            "There is no tab '\(tab)'."
        case .missingStack(let tab):
            "The state has no stack for the tab '\(tab)'."
        case .unregisteredDestination(let name, let typeKey):
            "No destination '\(name)' is registered for route type '\(typeKey)'."
        case .notPushable(let name, let presentation):
            "'\(name)' is presented as \(presentation), so it cannot be pushed."
        case .notPresentable(let name, let presentation):
            "'\(name)' is presented as \(presentation), so it cannot be presented as a modal."
        case .nothingToPop(let tab):
            "The tab '\(tab)' already shows its root screen."
        case .noModalPresented:
            "No modal is presented."
        case .notInStack(let name, let target):
            "'\(name)' is not on \(target)."
        case .nothingToNavigateTo:
            "Leaving a modal needs at least one screen to show."
        case .noSuchLayer(let index):
            "There is no modal layer \(index)."
        case .modalOnly(let name):
            "'\(name)' is shown only inside a modal, so it cannot go on a tab's stack."
        case .unreachable(let name):
            "'\(name)' is internal and no screen under it leads there."
        case .notInteractivelyDismissible(let name):
            "'\(name)' cannot be swiped away."
        case .requirementUnmet(let requirement, let name):
            "'\(name)' needs '\(requirement)', and no destination is declared to meet it."
        case .invalidDialog(let reason):
            "The dialog cannot be shown: \(reason)."
        case .dialogAlreadyShown:
            "A dialog is shown already."
        case .noDialogShown:
            "No dialog is shown."
        case .noSuchDialogButton(let position):
            "The dialog has no button \(position)."
        case .undeclaredDetent(let detent?, let name):
            "'\(name)' has no size '\(detent)'."
        case .noScreenToAsk:
            "A tab's first screen cannot ask for a value; push the screen that asks first."
        case .notAsking(let answerer, let asker?):
            "'\(asker)' does not declare that it asks '\(answerer)' for a value (use .asks(_:for:_:))."
        case .notAsking(let answerer, nil):
            "Nothing on top asks '\(answerer)' for a value."
        case .nobodyAsked(let name?):
            "Nobody asked '\(name)' for a value, or it gave one already."
        case .nobodyAsked(nil):
            "Nobody asked the screen on top for a value."
        case .resultTypeMismatch(let asked, let given) where asked == given:
            "The value given does not read as \(asked), which was asked for."
        case .resultTypeMismatch(let asked, let given):
            "The value given is \(given), but \(asked) was asked for."
        case .searchNotShown:
            "Search is not shown: the search tab is not selected, or this platform gives tabs no roles."
        case .undeclaredDetent(nil, let name):
            "'\(name)' is shown without one of the sizes it declares."
        }
    }
}
