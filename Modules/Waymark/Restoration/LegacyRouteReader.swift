import Foundation

extension CodingUserInfoKey {
    /// Where a version 1 snapshot's route entries find the ``LegacyRouteReader`` that reads what
    /// today's `Codable` forms no longer do.
    static let waymarkLegacyRoutes = CodingUserInfoKey(rawValue: "waymark.legacyRoutes")!
}

/// Reads route entries of version 1 snapshots that today's route types no longer decode, because
/// the app changed how a route encodes since the snapshot was saved:
/// - values written without labels (`{"detail": {"_0": 1}}`, as Swift encodes an enum case with
///   unlabelled associated values) take today's labels, in order (`{"detail": {"id": 1}}`);
/// - a case renamed since (`group` is now `profile`) is found through the destination that
///   declares the old name (``DestinationDeclaration/Case/formerCase(_:)``).
///
/// Today's labels are learned from the routes themselves: one route of every linked destination is
/// built from example values and its `Codable` form recorded (``CaseShape``). Only version 1
/// snapshots need this; version 2 saves routes by their links.
final class LegacyRouteReader: Sendable {
    private let registry: NavigationRegistry
    /// For each route type key, each case name's shape today.
    private let shapes: [String: [String: CaseShape]]
    /// For each route type key, each former case name's shape today.
    private let formerShapes: [String: [String: CaseShape]]

    init(registry: NavigationRegistry) {
        self.registry = registry
        var shapes: [String: [String: CaseShape]] = [:]
        var byDestination: [DestinationName: CaseShape] = [:]
        let configuration = registry.links.configuration
        for destination in registry.destinations {
            guard let pattern = destination.link,
                let coding = registry.linkBehavior(of: destination.name)?.coding,
                let route = try? coding.build(destination.name, configuration.exampleValues(for: pattern)),
                let shape = Self.shape(of: route)
            else { continue }
            shapes[destination.routeTypeKey, default: [:]][shape.caseName] = shape
            byDestination[destination.name] = shape
        }
        self.shapes = shapes
        formerShapes = registry.formerCaseNames.mapValues { names in
            names.compactMapValues { byDestination[$0] }
        }
    }

    private static func shape(of route: AnyRoute) -> CaseShape? {
        func open<R: Route>(_ route: R) -> CaseShape? { CaseShape.of(route) }
        return open(route.base)
    }

    /// The route `value` (a route of the type `typeKey`, in an older `Codable` form) stands for
    /// today, or `nil` when there is nothing to rewrite or the rewritten form does not decode.
    func route(typeKey: String, value: JSONValue) -> AnyRoute? {
        guard case .object(let outer) = value, outer.count == 1, let (name, inner) = outer.first,
            case .object(let fields) = inner
        else { return nil }
        guard let shape = formerShapes[typeKey]?[name] ?? shapes[typeKey]?[name] else { return nil }
        var relabelled: [String: JSONValue] = [:]
        for (key, field) in fields {
            if key.hasPrefix("_"), let position = Int(key.dropFirst()), shape.labels.indices.contains(position) {
                relabelled[shape.labels[position]] = field
            } else {
                relabelled[key] = field
            }
        }
        let rewritten = JSONValue.object([shape.caseName: .object(relabelled)])
        guard rewritten != value else { return nil }
        let entry = JSONValue.object(["type": .string(typeKey), "value": rewritten])
        guard let data = try? JSONEncoder().encode(entry) else { return nil }
        return try? registry.decoder().decode(AnyRoute.self, from: data)
    }
}

/// A JSON value as read, so an entry written by an older build can be rewritten and read again.
///
/// Not `PayloadValue`, which reads a notification's fields for an app and keeps every number
/// as a `Double`: an entry must be written back exactly, and a 64-bit identifier does not survive
/// a `Double`, so whole numbers stay integers here.
enum JSONValue: Codable, Hashable, Sendable {
    case object([String: JSONValue])
    case array([JSONValue])
    case string(String)
    case integer(Int)
    case number(Double)
    case bool(Bool)
    case null

    init(from decoder: any Decoder) throws {
        if let object = try? decoder.container(keyedBy: AnyKey.self) {
            var values: [String: JSONValue] = [:]
            for key in object.allKeys { values[key.stringValue] = try object.decode(JSONValue.self, forKey: key) }
            self = .object(values)
            return
        }
        if var array = try? decoder.unkeyedContainer() {
            var values: [JSONValue] = []
            while !array.isAtEnd { values.append(try array.decode(JSONValue.self)) }
            self = .array(values)
            return
        }
        let single = try decoder.singleValueContainer()
        if single.decodeNil() {
            self = .null
        } else if let bool = try? single.decode(Bool.self) {
            self = .bool(bool)
        } else if let integer = try? single.decode(Int.self) {
            self = .integer(integer)
        } else if let number = try? single.decode(Double.self) {
            self = .number(number)
        } else {
            self = .string(try single.decode(String.self))
        }
    }

    func encode(to encoder: any Encoder) throws {
        switch self {
        case .object(let values):
            var container = encoder.container(keyedBy: AnyKey.self)
            for (key, value) in values { try container.encode(value, forKey: AnyKey(stringValue: key)) }
        case .array(let values):
            var container = encoder.unkeyedContainer()
            for value in values { try container.encode(value) }
        case .string(let text):
            var container = encoder.singleValueContainer()
            try container.encode(text)
        case .integer(let integer):
            var container = encoder.singleValueContainer()
            try container.encode(integer)
        case .number(let number):
            var container = encoder.singleValueContainer()
            try container.encode(number)
        case .bool(let bool):
            var container = encoder.singleValueContainer()
            try container.encode(bool)
        case .null:
            var container = encoder.singleValueContainer()
            try container.encodeNil()
        }
    }

    private struct AnyKey: CodingKey {
        let stringValue: String
        var intValue: Int? { nil }
        init(stringValue: String) { self.stringValue = stringValue }
        init?(intValue: Int) { nil }
    }
}
