import Foundation

/// Runs the programs the tools stand on (`swift`, `git`, `dot`, `diff`), found on the `PATH` as
/// a shell would find them.
enum Shell {
    /// What a program printed and how it ended.
    struct Result {
        let status: Int32
        let output: String
        let errors: String
    }

    static var currentFolder: String { FileManager.default.currentDirectoryPath }

    /// Runs `arguments` in `folder` and returns what it printed; standard input is the given text,
    /// or none. Standard error goes to a file, not a second pipe, so a program that writes a lot
    /// to both can never block on a pipe nobody reads.
    static func capture(_ arguments: [String], in folder: String, input: String? = nil) throws -> Result {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = arguments
        process.currentDirectoryURL = URL(fileURLWithPath: folder)
        let output = Pipe()
        let errorsFile = FileManager.default.temporaryDirectory.appendingPathComponent("chapter-dev-\(UUID()).err")
        try Data().write(to: errorsFile)
        defer { try? FileManager.default.removeItem(at: errorsFile) }
        let errors = try FileHandle(forWritingTo: errorsFile)
        process.standardOutput = output
        process.standardError = errors
        let inputPipe = Pipe()
        process.standardInput = input == nil ? FileHandle.nullDevice : inputPipe
        try process.run()
        if let input {
            inputPipe.fileHandleForWriting.write(Data(input.utf8))
            try inputPipe.fileHandleForWriting.close()
        }
        let printed = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        try errors.close()
        let errorText = (try? String(contentsOf: errorsFile, encoding: .utf8)) ?? ""
        return Result(
            status: process.terminationStatus, output: String(decoding: printed, as: UTF8.self), errors: errorText)
    }

    /// Runs `arguments` and returns their standard output; throws with what they printed when they
    /// fail.
    static func output(of arguments: [String], in folder: String, input: String? = nil) throws -> String {
        let result = try capture(arguments, in: folder, input: input)
        guard result.status == 0 else {
            throw ToolFailure(
                "\(arguments.joined(separator: " ")) failed (exit \(result.status)):\n\(result.errors)\(result.output)")
        }
        return result.output
    }

    /// Whether `program` is on the `PATH`.
    static func has(_ program: String) -> Bool {
        (try? capture(["which", program], in: currentFolder).status) == 0
    }
}

/// A tool could not do its job; the message says what failed and what to do.
struct ToolFailure: Error, CustomStringConvertible {
    let description: String

    init(_ description: String) {
        self.description = description
    }
}

/// Writes `message` to standard error, as progress or as a failure's reason.
func say(_ message: String) {
    FileHandle.standardError.write(Data("chapter-dev: \(message)\n".utf8))
}
