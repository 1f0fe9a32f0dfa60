// expect: 'required' initializer 'init(coder:)' must be provided by subclass of 'UIViewController'
// A view controller with an initializer of its own must provide `init?(coder:)`, which UIKit
// requires of every subclass: a representable's controller that leaves it out does not compile.
import SwiftUI
import UIKit

final class ListeningController: UIViewController {
    let name: String

    init(name: String) {
        self.name = name
        super.init(nibName: nil, bundle: nil)
    }
}
