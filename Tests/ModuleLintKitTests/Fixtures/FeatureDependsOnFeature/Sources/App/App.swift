import Alpha
import Beta
import Engine

public struct App {}
