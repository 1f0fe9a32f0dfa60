import Engine

public struct Beta {}
