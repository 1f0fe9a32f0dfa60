public struct Helper {}
