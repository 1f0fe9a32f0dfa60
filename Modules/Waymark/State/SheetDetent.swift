/// A size a sheet can take, as SwiftUI's `PresentationDetent` names them: a sheet destination
/// declares the sizes it allows, smallest first, opens at the first, and the user drags between
/// them (``ScreenWrite/resizedSheet(layer:to:)``). The size is state, saved and restored with the layer.
///
/// Written as text in snapshots and in the `chapter` command: `medium`, `large`, `fraction:0.25`,
/// `height:320`.
public enum SheetDetent: Hashable, Sendable, Codable, CustomStringConvertible {
    /// About half the screen.
    case medium
    /// The whole height a sheet takes.
    case large
    /// This fraction of the height a large sheet takes, above 0 and at most 1.
    case fraction(Double)
    /// This height, in points, above 0.
    case height(Double)

    /// The detent `text` names, or `nil` for text that names none (an unknown word, a fraction
    /// outside (0, 1], a height that is not positive or not finite).
    public init?(_ text: String) {
        switch text {
        case "medium": self = .medium
        case "large": self = .large
        default:
            let parts = text.split(separator: ":", maxSplits: 1)
            guard parts.count == 2, let value = Double(parts[1]), value.isFinite, value > 0 else { return nil }
            switch parts[0] {
            case "fraction" where value <= 1: self = .fraction(value)
            case "height": self = .height(value)
            default: return nil
            }
        }
    }

    public var description: String {
        switch self {
        case .medium: "medium"
        case .large: "large"
        case .fraction(let value): "fraction:\(value)"
        case .height(let value): "height:\(value)"
        }
    }

    public init(from decoder: any Decoder) throws {
        let text = try decoder.singleValueContainer().decode(String.self)
        guard let detent = SheetDetent(text) else {
            throw DecodingError.dataCorrupted(
                DecodingError.Context(codingPath: decoder.codingPath, debugDescription: "'\(text)' is no sheet size"))
        }
        self = detent
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(description)
    }
}
