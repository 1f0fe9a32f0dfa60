import Engine
import Beta

public struct Alpha {}
