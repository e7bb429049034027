import Foundation

extension FigureFormat {
    /// Why a figure cannot be saved at a path: what is wrong with the path, without the path
    /// itself (every caller names it).
    public struct PathRefusal: Error, CustomStringConvertible {
        /// The message a person can act on.
        public let description: String
    }

    /// The format a figure saved at `path` is written in, from the path's extension: what every
    /// host checks before it draws anything, so that all of them refuse the same paths.
    /// - Throws: `PathRefusal` for a path with a NUL or another control character
    ///   (`embedded null byte`, as CPython says), or an extension other than `.png`, `.svg` or `.pdf`.
    public init(savingTo path: String) throws(PathRefusal) {
        if let refusal = FileSystemPath.refusal(for: path) { throw PathRefusal(description: refusal) }
        let fileExtension = URL(fileURLWithPath: path).pathExtension.lowercased()
        guard !fileExtension.isEmpty else {
            throw PathRefusal(description: "the file name has no extension; use .png, .svg or .pdf")
        }
        guard let format = FigureFormat(rawValue: fileExtension) else {
            throw PathRefusal(description: "'.\(fileExtension)' is not a format figures are saved in; use .png, .svg or .pdf")
        }
        self = format
    }
}
