import Waymark

extension PresentationSource {
    /// A university's card, drawn by any feature that lists universities (Search's root and
    /// results), which the university's page (Universities) zooms out of.
    ///
    /// The name is declared once, here, because two teams must agree on it and neither may import
    /// the other: Universities declares that its page zooms from it, Search marks its cards with
    /// it. Typed twice, a rename in one team's files would silently stop the other's zoom.
    public static let universityCardName = "university.card"

    /// The card of university `id`.
    public static func universityCard(_ id: UniversityID) -> PresentationSource {
        PresentationSource(universityCardName, item: id)
    }

    /// Any university's card, as the page that zooms out of one declares it.
    public static let universityCard = PresentationSource(universityCardName)
}
