/// The rules file: the layers by folder, what each may depend on, and named exceptions.
public struct LayerRules: Decodable, Sendable {
    public struct Layer: Decodable, Sendable {
        public let name: String
        /// Folders of the layer's targets; `Dir/*` means every folder directly inside `Dir`.
        public let paths: [String]
        /// The layers whose targets this layer's targets may depend on and import.
        public let mayDependOn: [String]
        /// Whether a target may depend on another target of the same layer (features may not).
        public let mayDependOnItsOwnLayer: Bool
        /// Whether a test target may depend on the module it tests (`XTests` on `X`).
        public let mayDependOnModuleUnderTest: Bool
        /// Third-party products the layer may use.
        public let externalProducts: [String]
        /// System modules the layer may import, when narrower than the package-wide list.
        public let systemModules: [String]?

        enum CodingKeys: String, CodingKey {
            case name, paths, mayDependOn, mayDependOnItsOwnLayer, mayDependOnModuleUnderTest, externalProducts,
                systemModules
        }

        public init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            name = try container.decode(String.self, forKey: .name)
            paths = try container.decode([String].self, forKey: .paths)
            mayDependOn = try container.decodeIfPresent([String].self, forKey: .mayDependOn) ?? []
            mayDependOnItsOwnLayer = try container.decodeIfPresent(Bool.self, forKey: .mayDependOnItsOwnLayer) ?? false
            mayDependOnModuleUnderTest =
                try container.decodeIfPresent(Bool.self, forKey: .mayDependOnModuleUnderTest) ?? false
            externalProducts = try container.decodeIfPresent([String].self, forKey: .externalProducts) ?? []
            systemModules = try container.decodeIfPresent([String].self, forKey: .systemModules)
        }

        /// Whether `path` (a target's folder) belongs to this layer.
        func contains(path: String) -> Bool {
            paths.contains { pattern in
                guard pattern.hasSuffix("/*") else { return path == pattern }
                let parent = String(pattern.dropLast(2))
                return path.hasPrefix(parent + "/") && !path.dropFirst(parent.count + 1).contains("/")
            }
        }
    }

    /// An allowed dependency that the layers would otherwise forbid, with the reason it is allowed.
    public struct Exception: Decodable, Sendable {
        public let target: String
        public let module: String
        public let reason: String
    }

    /// Which targets need an owning team, and what else each such team owns.
    public struct Ownership: Decodable, Sendable {
        /// The layer whose every target needs an owner (the features).
        public let layer: String
        /// Paths the owner of target `{name}` owns besides its folder, such as its tests and its
        /// file in the composition root; `{name}` is replaced by the target's name.
        public let alsoOwned: [String]
    }

    public let systemModules: [String]
    public let layers: [Layer]
    public let exceptions: [Exception]
    /// Absent in packages that do not track owners.
    public let ownership: Ownership?

    /// The layer a target's folder belongs to.
    public func layer(ofPath path: String) -> Layer? {
        layers.first { $0.contains(path: path) }
    }
}
