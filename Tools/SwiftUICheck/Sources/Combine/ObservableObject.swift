// Combine's ObservableObject, which SwiftUI uses to put an app's or a scene's delegate in the
// environment. Linux has no Combine.

/// Mirrors `protocol ObservableObject: AnyObject` (documentation/combine/observableobject). Its
/// one requirement, `objectWillChange`, has a default every class uses (a publisher Combine
/// makes); the stand-in has no publishers, so it declares none.
public protocol ObservableObject: AnyObject {}
