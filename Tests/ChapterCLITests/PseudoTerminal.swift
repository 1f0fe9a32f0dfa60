import Foundation
import Testing

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A pseudo-terminal pair, so a test can give the binary a standard output that `isatty` calls a
/// terminal, as a person's shell does.
final class PseudoTerminal {
    /// The controlling side: the test reads what the program wrote from it.
    private let controller: CInt
    /// The terminal side, for the program's standard output. It is closed by ``readUntilClosed(by:)``,
    /// so that reading ends once the program has exited.
    let device: CInt

    init?() {
        let controller = Functions.openController(O_RDWR | O_NOCTTY)
        guard controller >= 0 else { return nil }
        guard Functions.grant(controller) == 0, Functions.unlock(controller) == 0,
            let name = Functions.name(controller)
        else {
            close(controller)
            return nil
        }
        let device = open(String(cString: name), O_RDWR | O_NOCTTY)
        guard device >= 0 else {
            close(controller)
            return nil
        }
        self.controller = controller
        self.device = device
    }

    deinit {
        close(controller)
    }

    /// Closes this process's copy of the terminal side, then reads until the program that holds
    /// the other copies has closed them (exited): Linux then reports an error, other systems end of file.
    /// A `program` that holds the terminal open without writing for ``hungBinaryDeadlineSeconds``
    /// is killed and the test fails, rather than waiting forever.
    func readUntilClosed(by program: Process) -> Data {
        close(device)
        var output = Data()
        var buffer = [UInt8](repeating: 0, count: 4096)
        while true {
            guard readable(controller) else {
                Issue.record("The program held the terminal open for \(hungBinaryDeadlineSeconds) s without writing")
                _ = kill(program.processIdentifier, SIGKILL)
                return output
            }
            let count = read(controller, &buffer, buffer.count)
            if count <= 0 { return output }
            output.append(contentsOf: buffer[..<count])
        }
    }

    /// The POSIX pseudo-terminal functions. Glibc's Swift module leaves them out (its headers
    /// declare them only under `_XOPEN_SOURCE`), so on Linux they are looked up in the C library.
    private enum Functions {
        #if canImport(Glibc)
        // Invariant: each symbol is the C library's function of that name, whose C signature is
        // exactly the function type it is cast to (POSIX.1-2008); the library is already loaded.
        static let openController = symbol("posix_openpt", as: (@convention(c) (CInt) -> CInt).self)
        static let grant = symbol("grantpt", as: (@convention(c) (CInt) -> CInt).self)
        static let unlock = symbol("unlockpt", as: (@convention(c) (CInt) -> CInt).self)
        static let name = symbol("ptsname", as: (@convention(c) (CInt) -> UnsafeMutablePointer<CChar>?).self)

        private static func symbol<Function>(_ name: String, as type: Function.Type) -> Function {
            guard let address = dlsym(UnsafeMutableRawPointer(bitPattern: 0), name) else {
                fatalError("the C library has no \(name)")
            }
            return unsafeBitCast(address, to: type)
        }
        #else
        static let openController = posix_openpt
        static let grant = grantpt
        static let unlock = unlockpt
        static let name = ptsname
        #endif
    }
}
