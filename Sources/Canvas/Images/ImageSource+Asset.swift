import Foundation

extension ImageSource {
    /// The path of the file SwiftUI's `Image("name")` reads: `name.png` next to the notebook (`directory`),
    /// else `name.jpg` or `name` itself; a name with an extension is that file.
    ///
    /// - Throws: `ImageError(.invalidSource)` for a name the file system cannot take, or a JPEG
    ///   (only PNG can be decoded); `ImageError(.missingFile)` when no candidate exists, saying
    ///   which files were looked for.
    public static func assetPath(named name: String, directory: String) throws(ImageError) -> String {
        // Refused before the name reaches `fileExists`, which would look up the name cut at a NUL.
        if let refusal = FileSystemPath.refusal(for: name) {
            throw ImageError(.invalidSource, "Image(\"\(FileSystemPath.escaped(name))\"): \(refusal)")
        }
        let names = (name as NSString).pathExtension.isEmpty ? [name + ".png", name + ".jpg", name] : [name]
        let candidates = names.map { $0.hasPrefix("/") ? $0 : directory + "/" + $0 }
        guard let file = candidates.first(where: { FileManager.default.fileExists(atPath: $0) }) else {
            let tried = names.count > 1 ? names.dropLast().joined(separator: " or ") : name
            throw ImageError(.missingFile, "no \(tried) next to the notebook (\(directory))")
        }
        guard !file.hasSuffix(".jpg") else {
            throw ImageError(.invalidSource, "Image(\"\(name)\"): \(file) is a JPEG; only PNG images can be read, save it as \(name).png")
        }
        return file
    }
}
