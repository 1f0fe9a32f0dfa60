// Popovers, inspectors, zoom navigation transitions and the search tab: their declarations as
// Apple's documentation gives them (each `Mirrors` line), with the availability Apple declares.
// Availability: Apple's, as iPhoneOS18.0.sdk's SwiftUI.swiftinterface declares it (and Apple's
// documentation for iOS 26's), on each declaration mirrored; the compiler ignores it on Linux, and
// AvailabilityCheck reads it (docs/swiftui.md, "Apple's availability").
import Foundation

extension View {
    /// Mirrors `nonisolated func popover<Item, Content>(item: Binding<Item?>, attachmentAnchor:
    /// PopoverAttachmentAnchor = .rect(.bounds), arrowEdge: Edge? = nil, @ViewBuilder content:
    /// @escaping (Item) -> Content) -> some View where Item: Identifiable, Content: View`
    /// (documentation/swiftui/view/popover(item:attachmentanchor:arrowedge:content:); iOS 13,
    /// macOS 10.15, visionOS 1; not tvOS or watchOS). A compact width shows it as a sheet.
    @available(iOS 13.0, macOS 10.15, *)
    @available(tvOS, unavailable)
    @available(watchOS, unavailable)
    nonisolated public func popover<Item: Identifiable, Content: View>(
        item: Binding<Item?>, attachmentAnchor: PopoverAttachmentAnchor = .rect(.bounds), arrowEdge: Edge? = nil,
        @ViewBuilder content: @escaping (Item) -> Content
    ) -> some View {
        ModifiedView(content: self, effect: Presentation(style: .popover, item: item, content: content))
    }

    /// Mirrors `nonisolated func inspector<V>(isPresented: Binding<Bool>, @ViewBuilder content: () ->
    /// V) -> some View where V: View` (documentation/swiftui/view/inspector(ispresented:content:);
    /// iOS 17, macOS 14; not tvOS, watchOS or visionOS). A trailing column on a regular width, a
    /// sheet on a compact one.
    @available(iOS 17.0, macOS 14.0, *)
    @available(tvOS, unavailable)
    @available(watchOS, unavailable)
    @available(visionOS, unavailable)
    nonisolated public func inspector<V: View>(isPresented: Binding<Bool>, @ViewBuilder content: () -> V) -> some View {
        ModifiedView(content: self, effect: InspectorPresentation(isPresented: isPresented, content: content()))
    }

    /// Mirrors `nonisolated func navigationTransition(_ style: some NavigationTransition) -> some View`
    /// (documentation/swiftui/view/navigationtransition(_:); iOS 18, macOS 15, tvOS 18,
    /// visionOS 2, watchOS 11).
    @available(iOS 18.0, macOS 15.0, tvOS 18.0, visionOS 2.0, watchOS 11.0, *)
    nonisolated public func navigationTransition(_ style: some NavigationTransition) -> some View {
        ModifiedView(content: self, effect: TransitionOfScreen(transition: style))
    }

    /// Mirrors `nonisolated func matchedTransitionSource(id: some Hashable, in namespace:
    /// Namespace.ID) -> some View` (documentation/swiftui/view/matchedtransitionsource(id:in:);
    /// iOS 18, macOS 15, tvOS 18, visionOS 2, watchOS 11).
    @available(iOS 18.0, macOS 15.0, tvOS 18.0, visionOS 2.0, watchOS 11.0, *)
    nonisolated public func matchedTransitionSource(id: some Hashable, in namespace: Namespace.ID) -> some View {
        ModifiedView(content: self, effect: TransitionSourceMark(id: AnyHashable(id), namespace: namespace))
    }

    /// Mirrors `nonisolated func tabViewSearchActivation(_ activation: TabSearchActivation) -> some
    /// View` (documentation/swiftui/view/tabviewsearchactivation(_:); iOS 26, macOS 26 only).
    @available(iOS 26.0, macOS 26.0, *)
    @available(tvOS, unavailable)
    @available(watchOS, unavailable)
    @available(visionOS, unavailable)
    nonisolated public func tabViewSearchActivation(_ activation: TabSearchActivation) -> some View {
        ModifiedView(content: self, effect: SearchActivation(activation: activation))
    }
}

/// Mirrors `enum PopoverAttachmentAnchor` (documentation/swiftui/popoverattachmentanchor).
public enum PopoverAttachmentAnchor {
    /// Mirrors `case rect(Anchor<CGRect>.Source)`.
    case rect(Anchor<CGRect>.Source)
    /// Mirrors `case point(UnitPoint)`.
    case point(UnitPoint)
}

/// Mirrors `@frozen struct Anchor<Value>` (documentation/swiftui/anchor), with its `Source`.
public struct Anchor<Value> {
    /// Mirrors `@frozen struct Source`.
    public struct Source {
        let name: String
    }
}

extension Anchor.Source where Value == CGRect {
    /// Mirrors `static var bounds: Anchor<CGRect>.Source { get }`.
    public static var bounds: Anchor<CGRect>.Source { Anchor<CGRect>.Source(name: "bounds") }
}

/// Mirrors `@frozen struct UnitPoint: Hashable` (documentation/swiftui/unitpoint), with the points
/// an anchor names.
public struct UnitPoint: Hashable, Sendable {
    public var x: CGFloat
    public var y: CGFloat
    /// Mirrors `init(x: CGFloat, y: CGFloat)`.
    public init(x: CGFloat, y: CGFloat) {
        self.x = x
        self.y = y
    }
    /// Mirrors `static let center: UnitPoint`.
    public static let center = UnitPoint(x: 0.5, y: 0.5)
    /// Mirrors `static let top: UnitPoint`.
    public static let top = UnitPoint(x: 0.5, y: 0)
}

/// Mirrors `@frozen @propertyWrapper struct Namespace: DynamicProperty`
/// (documentation/swiftui/namespace; iOS 14, macOS 11): an identity the view keeps for its life.
@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
@propertyWrapper
public struct Namespace: DynamicProperty, StateLinking {
    let box = StateBox(ID())

    /// Mirrors `init()`.
    public init() {}

    /// Mirrors `var wrappedValue: Namespace.ID { get }`.
    public var wrappedValue: ID { box.current.value }

    /// Mirrors `@frozen struct ID: Hashable` (and `Sendable`).
    public struct ID: Hashable, Sendable {
        let value = UUID()
    }

    public mutating func update() {}

    @MainActor package func link(in renderer: ViewRenderer, key: String) {
        renderer.link(box, key: key)
    }
}

/// Mirrors `protocol NavigationTransition` (documentation/swiftui/navigationtransition; iOS 18).
@available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
public protocol NavigationTransition {}

/// Mirrors `struct ZoomNavigationTransition: NavigationTransition`
/// (documentation/swiftui/zoomnavigationtransition; iOS 18, tvOS 18, visionOS 2, watchOS 11; no
/// macOS).
@available(iOS 18.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
@available(macOS, unavailable)
public struct ZoomNavigationTransition: NavigationTransition {
    package let sourceID: AnyHashable
    package let namespace: Namespace.ID
}

/// Mirrors `struct AutomaticNavigationTransition: NavigationTransition`
/// (documentation/swiftui/automaticnavigationtransition; iOS 18).
@available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
public struct AutomaticNavigationTransition: NavigationTransition {}

extension NavigationTransition where Self == ZoomNavigationTransition {
    /// Mirrors `static func zoom(sourceID: some Hashable, in namespace: Namespace.ID) ->
    /// ZoomNavigationTransition` (documentation/swiftui/navigationtransition/zoom(sourceid:in:)).
    @available(iOS 18.0, tvOS 18.0, visionOS 2.0, watchOS 11.0, *)
    @available(macOS, unavailable)
    public static func zoom(sourceID: some Hashable, in namespace: Namespace.ID) -> ZoomNavigationTransition {
        ZoomNavigationTransition(sourceID: AnyHashable(sourceID), namespace: namespace)
    }
}

extension NavigationTransition where Self == AutomaticNavigationTransition {
    /// Mirrors `static var automatic: AutomaticNavigationTransition { get }`.
    public static var automatic: AutomaticNavigationTransition { AutomaticNavigationTransition() }
}

/// Mirrors `struct TabRole` (documentation/swiftui/tabrole; iOS 18), with its one role.
@available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
public struct TabRole: Hashable, Sendable {
    let name: String
    /// Mirrors `static var search: TabRole { get }`.
    public static var search: TabRole { TabRole(name: "search") }
}

/// Mirrors `struct DefaultTabLabel: View` (documentation/swiftui/defaulttablabel): the label a
/// role gives its tab.
@available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
nonisolated public struct DefaultTabLabel: View {
    package let role: TabRole?
    public var body: EmptyView { EmptyView() }
}

extension Tab where Label == DefaultTabLabel {
    /// Mirrors `nonisolated init(value: Value, role: TabRole?, @ViewBuilder content: () -> Content)
    /// where Label == DefaultTabLabel` (documentation/swiftui/tab/init(value:role:content:);
    /// iOS 18, macOS 15, tvOS 18, visionOS 2, watchOS 11).
    @available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
    public init(value: Value, role: TabRole?, @ViewBuilder content: () -> Content) {
        self.init(value: value, content: content) { DefaultTabLabel(role: role) }
    }
}

/// Mirrors `struct TabSearchActivation: Equatable, Hashable, Sendable`
/// (documentation/swiftui/tabsearchactivation; iOS 26).
@available(iOS 26.0, macOS 26.0, *)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
@available(visionOS, unavailable)
public struct TabSearchActivation: Hashable, Sendable {
    package let name: String
    /// Mirrors `static var searchTabSelection: TabSearchActivation { get }`: selecting the search
    /// tab activates search; dismissing it selects the tab selected before again.
    public static var searchTabSelection: TabSearchActivation { TabSearchActivation(name: "searchTabSelection") }
    /// Mirrors `static var automatic: TabSearchActivation { get }`.
    public static var automatic: TabSearchActivation { TabSearchActivation(name: "automatic") }
}

extension TabContentBuilder {
    /// Mirrors `static func buildBlock<each Content>(_ content: repeat each Content) ->
    /// TupleTabContent<(repeat each Content)> where repeat each Content: TabContent` for the two
    /// pieces of tab content Waymark writes (a `ForEach` of tabs, and the search tab).
    public static func buildBlock<C0: TabContent, C1: TabContent>(_ c0: C0, _ c1: C1) -> TupleTabContent<C0, C1>
    where C0.TabValue == TabValue, C1.TabValue == TabValue { TupleTabContent(first: c0, second: c1) }
}

/// Mirrors `struct TupleTabContent<T>: TabContent` (documentation/swiftui/tupletabcontent), for two.
@available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
nonisolated public struct TupleTabContent<C0: TabContent, C1: TabContent>: TabContent
where C0.TabValue == C1.TabValue {
    public typealias TabValue = C0.TabValue
    let first: C0
    let second: C1
}

extension View {
    /// Mirrors `nonisolated func searchable(text: Binding<String>, placement: SearchFieldPlacement =
    /// .automatic, prompt: Text? = nil) -> some View`
    /// (documentation/swiftui/view/searchable(text:placement:prompt:); iOS 15, macOS 12, tvOS 15,
    /// watchOS 8, visionOS 1).
    @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
    nonisolated public func searchable(
        text: Binding<String>, placement: SearchFieldPlacement = .automatic, prompt: Text? = nil
    ) -> some View {
        ModifiedView(content: self, effect: SearchField(text: text))
    }

    /// Mirrors `nonisolated func onSubmit(of triggers: SubmitTriggers = .text, _ action: @escaping
    /// () -> Void) -> some View` (documentation/swiftui/view/onsubmit(of:_:); iOS 15, macOS 12).
    @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
    nonisolated public func onSubmit(of triggers: SubmitTriggers = .text, _ action: @escaping () -> Void) -> some View {
        ModifiedView(content: self, effect: Submission(triggers: triggers, action: action))
    }
}

/// Mirrors `struct SearchFieldPlacement: Sendable` (documentation/swiftui/searchfieldplacement).
@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
public struct SearchFieldPlacement: Sendable {
    let name: String
    /// Mirrors `static let automatic: SearchFieldPlacement`.
    public static let automatic = SearchFieldPlacement(name: "automatic")
}

/// Mirrors `struct SubmitTriggers: OptionSet, Sendable` (documentation/swiftui/submittriggers).
@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
public struct SubmitTriggers: OptionSet, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    /// Mirrors `static let text: SubmitTriggers`.
    public static let text = SubmitTriggers(rawValue: 1)
    /// Mirrors `static let search: SubmitTriggers`.
    public static let search = SubmitTriggers(rawValue: 2)
}
