/// Why an intent could not be applied. The transaction that contained it changed nothing.
public enum NavigationError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The tab is not one of the registry's tabs.
    case unknownTab(TabID)
    /// A whole state was given without a stack for one of the registry's tabs.
    case missingStack(TabID)
    /// No destination of that name is registered for the route's type.
    case unregisteredDestination(DestinationName, typeKey: String)
    /// The destination is not presented by push, so it cannot go on a stack.
    case notPushable(DestinationName, Presentation)
    /// The destination is not a sheet or full-screen cover, so it cannot root a modal layer.
    case notPresentable(DestinationName, Presentation)
    /// The tab shows its root screen; there is nothing to pop.
    case nothingToPop(TabID)
    /// No modal layer is presented.
    case noModalPresented
    /// The route is not on the stack it should be popped to.
    case notInStack(DestinationName, StackTarget)
    /// A navigation that leaves the modals must name at least one screen to show.
    case nothingToNavigateTo

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
        }
    }
}
