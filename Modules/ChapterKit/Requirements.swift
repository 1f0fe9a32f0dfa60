import Waymark

extension Requirement {
    /// A user who has finished the first-run flow (stage, grades, interests). Onboarding's cover
    /// meets it; a feature whose screens need what onboarding asks (the matching quiz) requires it.
    /// It lives here, beside the app's shared names, because the feature that meets it and the
    /// features that need it must not import each other.
    public static let onboarded: Requirement = "onboarded"
}
