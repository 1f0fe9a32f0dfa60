import Foundation

extension CodingUserInfoKey {
    /// Where ``AnyRoute``'s decoder finds the `RouteTypeTable` of the app's registered route types.
    static let waymarkRouteTypes = CodingUserInfoKey(rawValue: "waymark.routeTypes")!
}

/// The registered route types by their stable keys: what a decoder needs to turn a written
/// `{"type": ..., "value": ...}` pair back into a route.
struct RouteTypeTable: Sendable {
    let types: [String: any Route.Type]

    init(_ types: [String: any Route.Type]) {
        self.types = types
    }

    /// The route type registered under `key`.
    func type(forKey key: String) -> (any Route.Type)? {
        types[key]
    }
}

extension AnyRoute: Codable {
    enum CodingKeys: String, CodingKey {
        case type, value
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(typeKey, forKey: .type)
        try container.encode(base, forKey: .value)
    }

    /// Decodes a route written by ``encode(to:)``; the decoder's `userInfo` must hold the
    /// registry's route types under `CodingUserInfoKey.waymarkRouteTypes`.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let key = try container.decode(String.self, forKey: .type)
        guard let table = decoder.userInfo[.waymarkRouteTypes] as? RouteTypeTable else {
            throw DecodingError.dataCorrupted(
                .init(
                    codingPath: decoder.codingPath,
                    debugDescription: "No route types to decode with: use NavigationRegistry.decoder()."
                ))
        }
        guard let routeType = table.type(forKey: key) else {
            throw DecodingError.dataCorruptedError(
                forKey: .type, in: container,
                debugDescription: "No route type is registered under the key '\(key)'."
            )
        }
        self = try Self.decodeValue(of: routeType, from: container)
    }

    private static func decodeValue<R: Route>(
        of type: R.Type, from container: KeyedDecodingContainer<CodingKeys>
    ) throws -> AnyRoute {
        AnyRoute(try container.decode(R.self, forKey: .value))
    }
}
