import Foundation

public struct Engine {}
