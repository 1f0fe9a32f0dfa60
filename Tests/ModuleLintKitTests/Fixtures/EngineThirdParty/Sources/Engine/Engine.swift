import Foundation
import Helpers

public struct Engine {}
