import Engine

public struct Alpha {}
