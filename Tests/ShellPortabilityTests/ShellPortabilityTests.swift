import ShellPortability
import Testing

@Suite("Shell scripts that run on a Mac as on Linux")
struct ShellPortabilityTests {
    private func messages(_ body: String, shebang: String = "#!/bin/sh") -> [String] {
        ShellPortability.findings(in: shebang + "\n" + body, path: "Tools/x").map(\.message)
    }

    @Test func aPortableScriptHasNoFinding() {
        let script = """
            set -eu
            cd "$(dirname "$0")/.."
            name=$(printf '%s\\n' "$1" | tr '[:upper:]' '[:lower:]')   # lower case, the POSIX way
            [ -n "${name:-}" ] || { echo "usage" >&2; exit 64; }
            count=$((count + 1))
            grep -rnE "x" Modules --include='*.swift' | while IFS= read -r hit; do echo "$hit"; done
            sed 's/a/b/' "$file" > "$file.new" && mv "$file.new" "$file"
            grep -qE ":([[:space:]]*x|$)" "$file" && [ -n "$file" ]
            echo '# not a comment, nor [[ in quotes' "$x" # a comment with local and [[ in it
            """
        #expect(messages(script).isEmpty)
    }

    @Test func aScriptMustAskForAPOSIXShell() {
        #expect(
            messages("true", shebang: "#!/usr/bin/env bash") == [
                "a script starts with #!/bin/sh, so it runs in a POSIX shell"
            ])
    }

    @Test(arguments: [
        ("lower=${name,}", "bash 4"), ("say \"${name^}\"", "bash 4"), ("y=\"$(sed -i 's/a/b/' f)\"", "sed -i"),
        ("if [[ $a == b ]]; then :; fi", "[[ ... ]]"),
        ("echo ${name//-/_}", "${name/old/new}"), ("echo ${name:1}", "${name:offset}"),
        ("grep x <<< \"$y\"", "here-strings"), ("while read l; do :; done < <(ls)", "process substitution"),
        ("targets=(a b)", "arrays"), ("local x=1", "not POSIX"), ("function f { :; }", "function keyword"),
        ("printf $'\\t'", "$'...'"), ("make &> log", "&>"), ("set -euo pipefail", "pipefail"),
        ("(( n++ ))", "(( ... ))"), ("echo -n x", "echo -n"), ("sed -i 's/a/b/' f", "sed -i"),
        ("sed -E -i 's/a/b/' f", "sed -i"), ("grep -P '\\d' f", "grep -P"), ("readlink -f x", "readlink -f"),
        ("date -d yesterday", "date -d"), ("start=$(date +%s.%N)", "date -d and %N"), ("ls | xargs -r rm", "xargs -r"),
        ("stat -c %s f", "GNU only"), ("tar --null -cf - x", "long options"), ("sort --version-sort f", "long options"),
    ])
    func eachBashismOrGNUFlagIsFound(line: String, reason: String) {
        let found = messages(line)
        #expect(found.count >= 1 && found.contains { $0.contains(reason) }, "\(line): \(found)")
    }

    @Test func aFindingNamesItsFileAndLine() {
        let findings = ShellPortability.findings(in: "#!/bin/sh\ntrue\nx=(1)\n", path: "Tools/check")
        #expect(
            findings.map(\.description) == ["Tools/check:3: error: arrays are bash; use a list in a string, or set --"])
    }
}
