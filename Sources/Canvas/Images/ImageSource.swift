import Foundation

/// Where an image comes from: a file on this machine or an http(s) URL.
public enum ImageSource: Hashable, Sendable, CustomStringConvertible {
    /// A file path; a relative path resolves against the loader's working directory.
    case path(String)
    /// An `http` or `https` URL, fetched in the background and kept in the disk cache.
    case url(URL)

    /// Parses a URL string, accepting only http and https (and `file:` as a path).
    ///
    /// - Throws: `ImageError` for a malformed URL or another scheme.
    public static func url(string: String) throws(ImageError) -> ImageSource {
        guard let url = URL(string: string), let scheme = url.scheme?.lowercased() else {
            throw ImageError(.invalidSource, "\"\(string)\" is not a URL")
        }
        switch scheme {
        case "http", "https": return .url(url)
        case "file": return .path(url.path)
        default: throw ImageError(.invalidSource, "image URLs must be http(s), not \(scheme): \(string)")
        }
    }

    /// The path or URL as typed.
    public var description: String {
        switch self {
        case .path(let path): path
        case .url(let url): url.absoluteString
        }
    }
}
