import Testing
@testable import Alpha
import Engine
import Beta

@Test func alpha() {}
