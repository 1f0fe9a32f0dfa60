/// Finds what keeps a shell script from running on a Mac as it runs on Linux: macOS's `/bin/sh`
/// is bash 3.2 in POSIX mode and its tools are BSD's, so a script must stick to POSIX shell and to
/// the flags both BSD and GNU tools have.
///
/// It reads the text line by line; it is a lint for the scripts this repository writes, not a
/// shell parser, so each rule is a pattern a reviewer would also spot, with the POSIX way to say it.
public enum ShellPortability {
    /// A line of a script that is not portable, and why.
    public struct Finding: Equatable, Sendable, CustomStringConvertible {
        public let file: String
        public let line: Int
        public let message: String

        public var description: String { "\(file):\(line): error: \(message)" }
    }

    /// The interpreter line every script must start with.
    public static let shebang = "#!/bin/sh"

    /// Where a command starts: a line's start, after `;`, `&`, `|`, `(`, `{`, `!` or `$(`, or after
    /// a keyword that a command follows. Rules about commands look only there, so a message that
    /// says "source" is not a `source`.
    static let command = #"(^|[;&|({!]|\$\(|(^|[[:space:]])(then|do|else|elif|if|while|until))[[:space:]]*"#

    /// What each rule looks for (a regular expression) and what to write instead.
    static let rules: [(pattern: String, message: String)] = [
        (command + #"\[\[(?!:)"#, "[[ ... ]] is bash; use [ ... ] or case"),
        (#"\$\{[A-Za-z_][A-Za-z0-9_]*(,|\^)"#, "${name,} and ${name^} change case in bash 4 only; use tr or awk"),
        (#"\$\{[A-Za-z_][A-Za-z0-9_]*//?[^}]*/"#, "${name/old/new} is bash; use sed"),
        (#"\$\{[A-Za-z_][A-Za-z0-9_]*:[0-9]"#, "${name:offset} is bash; use cut or awk"),
        (#"\$\{!"#, "${!name} is bash; use eval sparingly or restructure"),
        (#"\$RANDOM|\$BASH|\$\{?PIPESTATUS"#, "bash variables do not exist in sh"),
        (#"<<<"#, "here-strings are bash; use printf '%s\n' ... |"),
        (#"(^|[^$])<\("#, "process substitution is bash; use a pipe or a temporary file"),
        (#"^[[:space:]]*[A-Za-z_][A-Za-z0-9_]*=\("#, "arrays are bash; use a list in a string, or set --"),
        (
            command + #"(declare|typeset|local|mapfile|readarray|source)[[:space:]]"#,
            "declare, typeset, local, mapfile, readarray and source are not POSIX; use plain variables and ."
        ),
        (command + #"function[[:space:]]+[A-Za-z_]"#, "the function keyword is bash; write name() { ... }"),
        (#"\$'"#, "$'...' quoting is bash; use printf"),
        (#"&>|\|&"#, "&> and |& are bash; use > file 2>&1 and 2>&1 |"),
        (#"pipefail"#, "set -o pipefail is not in bash 3.2's POSIX mode on every Mac; check each stage instead"),
        (command + #"\(\("#, "(( ... )) is bash; use [ ... ] with $(( ... ))"),
        (command + #"echo[[:space:]]+-[neE]"#, "echo -n and -e differ between shells; use printf"),
        (
            command + #"sed[[:space:]]+(-[A-Za-z]+[[:space:]]+)*-[A-Za-z]*i"#,
            "sed -i takes a suffix argument on BSD and none on GNU; write to a new file and mv it"
        ),
        (command + #"grep[[:space:]]+(-[A-Za-z]+[[:space:]]+)*-[A-Za-z]*P"#, "grep -P is GNU only; use grep -E"),
        (command + #"readlink[[:space:]]+-f"#, "readlink -f is missing from older macOS; cd and pwd -P instead"),
        (
            command + #"date[[:space:]]+(-d|--date)|date[[:space:]][^|;&]*%N"#,
            "date -d and %N are GNU only; use date +%s"
        ),
        (
            command + #"xargs[[:space:]]+(-[A-Za-z]+[[:space:]]+)*-[A-Za-z]*r"#,
            "xargs -r is GNU only; check for input first"
        ),
        (
            command + #"(stat[[:space:]]+-c|find[^|;]*-printf|sort[[:space:]]+-[A-Za-z]*V)"#,
            "stat -c, find -printf and sort -V are GNU only"
        ),
        (
            command
                + #"(cp|mv|rm|ls|sort|cut|head|tail|mktemp|date|readlink|stat|xargs|tar|sed|grep|wc|tr|du|df|touch|mkdir|ln)[[:space:]]+([^|;&]*[[:space:]])?--(?!include|exclude)[a-z]"#,
            "long options of the file and text tools are GNU only; use the short POSIX flags"
        ),
    ]

    /// The rules' patterns, compiled once. They are constants of this file, checked by its tests.
    nonisolated(unsafe) static let compiled: [(regex: Regex<AnyRegexOutput>, message: String)] = rules.map {
        (try! Regex($0.pattern), $0.message)
    }

    /// The findings in `script`, the text of the file at `path`.
    public static func findings(in script: String, path: String) -> [Finding] {
        let lines = script.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        var findings: [Finding] = []
        if lines.first != shebang {
            findings.append(
                Finding(file: path, line: 1, message: "a script starts with \(shebang), so it runs in a POSIX shell"))
        }
        let code = withoutLiterals(script)
        for index in lines.indices.dropFirst() {
            for rule in compiled {
                if code[index].contains(rule.regex) {
                    findings.append(Finding(file: path, line: index + 1, message: rule.message))
                }
            }
        }
        return findings
    }

    /// `script`'s lines with comments and single-quoted text blanked out, following quotes across
    /// lines as the shell does. Double-quoted text stays: the shell expands inside it.
    static func withoutLiterals(_ script: String) -> [String] {
        var lines: [String] = []
        var line = ""
        var quote: Character?
        var inComment = false
        var escaped = false
        var previous: Character = "\n"
        for character in script {
            defer { previous = character }
            if character == "\n" {
                lines.append(line)
                line = ""
                inComment = false
                escaped = false
                continue
            }
            if inComment { continue }
            if escaped {
                escaped = false
                line.append(character)
                continue
            }
            switch (quote, character) {
            case ("'", "'"), ("\"", "\""):
                quote = nil
                line.append(character)
            case ("'", _):
                line.append(" ")
            case (_, "\\"):
                escaped = true
                line.append(character)
            case (nil, "'"), (nil, "\""):
                quote = character
                line.append(character)
            case (nil, "#") where previous == " " || previous == "\t" || previous == "\n":
                inComment = true
            default:
                line.append(character)
            }
        }
        lines.append(line)
        return lines
    }
}
