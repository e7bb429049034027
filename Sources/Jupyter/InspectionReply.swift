/// Documentation for the name under the cursor, for `inspect_reply`.
public struct InspectionReply: Sendable, Equatable {
    /// Whether anything was found.
    public var found: Bool
    /// The documentation as a MIME bundle (`text/plain`, often `text/markdown`).
    public var bundle: MimeBundle

    /// A reply; `nil` means nothing was found.
    public init(_ bundle: MimeBundle?) {
        self.found = bundle != nil
        self.bundle = bundle ?? MimeBundle(data: [:])
    }

    /// Nothing found.
    public static let notFound = InspectionReply(nil)
}
