/// The registry of an app whose navigation is one route type: the short door, for an app with
/// one feature or a first step of adoption.
extension NavigationRegistry {
    /// The registry of one declared route type, as its only feature: the app's tabs are the tabs
    /// its tab roots name, in the order the type declares them, and its feature's name is the
    /// first part of its destinations' names (`notes` for `notes.list`). An app with several
    /// features builds with ``RegistryBuilder``, as this does.
    ///
    /// `configure` adds what needs the app's services through each case's handle, as
    /// `FeatureRegistrar.register(_:_:)` takes it: the screen that meets a requirement
    /// (`satisfies`), the screens an internal one is reached from, content checks, parents.
    ///
    /// - Throws: Every conflict at once, as ``RegistryBuilder/build()`` does; a type that declares
    ///   no tab root has no tab.
    public init<R: DeclaredRoute>(
        routes: R.Type, links: LinkConfiguration = LinkConfiguration(),
        _ configure: (inout R.Destinations) -> Void = { _ in }
    ) throws(RegistryError) {
        let declarations = R.destinations.declarations
        var tabs: [TabID] = []
        for declaration in declarations {
            if case .tabRoot(let tab) = declaration.presentation, !tabs.contains(tab) { tabs.append(tab) }
        }
        let feature = declarations.first.map { String($0.name.rawValue.prefix { $0 != "." }) } ?? R.typeKey
        var builder = RegistryBuilder(tabs: tabs, links: links)
        builder.register(feature: feature) { $0.register(R.self, configure) }
        self = try builder.build()
    }
}
