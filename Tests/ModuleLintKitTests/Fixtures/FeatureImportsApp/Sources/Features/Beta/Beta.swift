import Engine

// The app is above every feature.
internal import App

public struct Beta {}
