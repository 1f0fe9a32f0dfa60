import Alpha
import Engine

/// Declares Beta but no longer uses it.
public struct App {}
