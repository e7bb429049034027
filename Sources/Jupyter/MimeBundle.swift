/// A value in several representations, keyed by MIME type, with per-type metadata.
public struct MimeBundle: Sendable, Equatable {
    /// Representations, e.g. `text/plain`, `image/png` (base64) and `image/svg+xml`.
    public var data: JSONObject
    /// Per-type metadata, e.g. `["image/png": ["width": 150, "height": 150]]`.
    public var metadata: JSONObject

    /// A bundle from its representations and metadata.
    public init(data: JSONObject, metadata: JSONObject = [:]) {
        self.data = data
        self.metadata = metadata
    }

    /// A bundle holding only plain text.
    public static func plainText(_ text: String) -> MimeBundle {
        MimeBundle(data: ["text/plain": .string(text)])
    }
}
