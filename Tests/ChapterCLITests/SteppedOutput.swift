import Foundation
import Testing

/// What `run --json --steps` prints for a script, command by command: its plan line, then one
/// `{"arrived": ...}` line for each screen that arrived on display, then its state.
struct SteppedOutput {
    /// Each command's plan line, as printed.
    private(set) var plans: [String] = []
    /// The destinations that arrived during each command, in order.
    private(set) var arrivals: [[String]] = []
    /// Each command's state.
    private(set) var states: [[String: Any]] = []

    init(_ output: String) throws {
        for line in output.split(separator: "\n").map(String.init) {
            let object = try #require(try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])
            if object["plan"] != nil {
                plans.append(line)
                arrivals.append([])
            } else if let arrived = object["arrived"] as? String {
                try #require(!arrivals.isEmpty, "An arrival before any plan: \(line)")
                arrivals[arrivals.count - 1].append(arrived)
            } else {
                states.append(object)
            }
        }
    }
}
