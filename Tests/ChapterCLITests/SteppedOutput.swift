import Foundation
import Testing

/// What `run --json --steps` prints for a script: the first screen the window showed as it
/// started, then command by command its plan line, one `{"arrived": ...}` line for each screen
/// that arrived on display, then its state.
struct SteppedOutput {
    /// The screens that arrived as the app started, before any plan.
    private(set) var started: [String] = []
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
                if arrivals.isEmpty {
                    try #require(states.isEmpty, "An arrival after a state but before any plan: \(line)")
                    started.append(arrived)
                } else {
                    arrivals[arrivals.count - 1].append(arrived)
                }
            } else {
                states.append(object)
            }
        }
    }
}
