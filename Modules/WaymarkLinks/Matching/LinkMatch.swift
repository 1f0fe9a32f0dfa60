/// A link read as a chain of destinations, left to right, with each destination's values.
package struct LinkMatch: Hashable, Sendable {
    /// One destination of the chain.
    package struct Step: Hashable, Sendable {
        /// The destination's name; `NavigationRegistry.destination(named:)` has the rest.
        package let destinationName: DestinationName
        /// The values the link gave it.
        package let values: LinkValues
        /// The pattern's entry in the matcher's trie.
        package let entry: Int
    }

    /// The destinations, in the order the link names them.
    package let steps: [Step]
}
