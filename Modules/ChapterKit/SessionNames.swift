import Waymark

extension Requirement {
    /// A user who has finished the first-run flow (stage, grades, interests). Onboarding's cover
    /// meets it; a feature whose screens need what onboarding asks (the matching quiz) requires it.
    /// It lives here, beside the app's shared names, because the feature that meets it and the
    /// features that need it must not import each other.
    public static let onboarded: Requirement = "onboarded"
}

extension SessionMode {
    /// Game-first mode, the user's setting: while it is on, selecting a tab shows that tab's zone
    /// of the game's world instead. The Game feature's redirect rule reads it; it lives here because
    /// the composition root saves and restores it without naming the feature's routes.
    public static let gameFirst: SessionMode = "game.gameFirst"
}
