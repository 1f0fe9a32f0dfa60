import Engine
@_exported import Beta

public struct Alpha {}
