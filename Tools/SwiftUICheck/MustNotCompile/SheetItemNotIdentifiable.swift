// expect: Identifiable
// `sheet(item:)` takes only an Identifiable item: SwiftUI tells presentations apart by its id.
import SwiftUI

struct NumberSheet: View {
    @State private var number: Int?

    var body: some View {
        Text("Numbers").sheet(item: $number) { number in Text("\(number)") }
    }
}
