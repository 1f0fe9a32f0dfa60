import Foundation

/// The Swift files at `paths`: files as given, folders searched through, in a stable order, so
/// that both checks read the same files for the same arguments and print their findings in the
/// same order on every machine.
public func swiftFiles(_ paths: [String]) -> [String] {
    paths.flatMap { path -> [String] in
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) else { return [] }
        guard isFolder.boolValue else { return [path] }
        let found = FileManager.default.enumerator(atPath: path)?.compactMap { $0 as? String } ?? []
        return found.filter { $0.hasSuffix(".swift") }.sorted().map { path + "/" + $0 }
    }
}
