import Foundation
import Testing

/// What `run --json --steps` prints for a script, command by command: its plan line, then one
/// `{"arrived": ...}` line for each screen that arrived on display, then its state; before the
/// first command, the landing screen's arrival (docs/chapter-command.md, ArrivalOnEveryPathTests).
struct SteppedOutput {
    /// The screens that arrived as the session started, before any command: the landing screen.
    private(set) var landing: [String] = []
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
                    try #require(states.isEmpty && landing.isEmpty, "A second arrival before any plan: \(line)")
                    landing.append(arrived)
                } else {
                    arrivals[arrivals.count - 1].append(arrived)
                }
            } else {
                states.append(object)
            }
        }
    }
}
