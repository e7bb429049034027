import Foundation

/// Files of this repository that the language's tests read: the differential corpus, the script
/// tests, the notebooks.
enum RepositoryFiles {
    /// The repository's root folder, found from this file's own path.
    static let root: URL = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent()   // LangTests
        .deletingLastPathComponent()   // Tests
        .deletingLastPathComponent()

    /// Every file below `folder` (relative to the root) whose name ends in `suffix`, sorted by path.
    static func files(under folder: String, suffix: String) -> [URL] {
        let base = root.appendingPathComponent(folder)
        guard let walker = FileManager.default.enumerator(at: base, includingPropertiesForKeys: nil) else {
            return []
        }
        return walker.compactMap { $0 as? URL }
            .filter { $0.lastPathComponent.hasSuffix(suffix) }
            .sorted { $0.path < $1.path }
    }
}
