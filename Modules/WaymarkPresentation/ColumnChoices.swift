@_spi(FrontEnd) import Waymark

/// The columns the user chose to see in each split-view tab, with the detail screen they chose
/// them over: a choice holds while the detail column shows that screen, so a new screen there (a
/// link, a tap in the first column) brings the columns back as the platform arranges them.
struct ColumnChoices: Equatable {
    private var choices: [TabID: (visibility: ColumnVisibility, detailRoot: AnyRoute)] = [:]

    /// Which of `tab`'s columns to show over `detailRoot`, the screen at the root of its detail
    /// column. Both when the detail column shows nothing (a detail column alone would be the
    /// placeholder with no way to choose); the user's choice while it shows the screen the choice
    /// was made over; otherwise the platform's.
    func visibility(of tab: TabID, over detailRoot: AnyRoute?) -> ColumnVisibility {
        guard let detailRoot else { return .all }
        guard let choice = choices[tab], choice.detailRoot == detailRoot else { return .automatic }
        return choice.visibility
    }

    /// The user chose `visibility` for `tab` while its detail column shows `detailRoot`.
    mutating func choose(_ visibility: ColumnVisibility, of tab: TabID, over detailRoot: AnyRoute) {
        choices[tab] = (visibility, detailRoot)
    }

    static func == (lhs: ColumnChoices, rhs: ColumnChoices) -> Bool {
        lhs.choices.count == rhs.choices.count
            && lhs.choices.allSatisfy { tab, choice in
                rhs.choices[tab].map { $0.visibility == choice.visibility && $0.detailRoot == choice.detailRoot }
                    ?? false
            }
    }
}
