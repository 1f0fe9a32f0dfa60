import Testing
@testable import Alpha
import Engine

@Test func alpha() {}
