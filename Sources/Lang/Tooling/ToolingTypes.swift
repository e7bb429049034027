extension Lang {
    /// Completion candidates for the text before a cursor (Jupyter's `complete_request`).
    public struct Completion: Equatable, Sendable {
        public var matches: [CompletionItem]
        /// The range of the cell, in Unicode scalars, that a chosen match replaces.
        public var cursorStart: Int
        public var cursorEnd: Int

        /// The matches' texts, in order.
        public var texts: [String] { matches.map(\.text) }
    }

    /// One candidate: the text to insert, its kind (`keyword`, `function`, `type`, `variable`,
    /// `property`, `method`, `case`, `argument`) and, where known, its signature.
    public struct CompletionItem: Equatable, Sendable {
        public var text: String
        public var kind: String
        public var signature: String?
    }

    /// What Shift-Tab shows for a name: its declaration's signature and `///` documentation.
    public struct Inspection: Equatable, Sendable {
        public var signature: String
        public var documentation: String?

        /// The signature, then the documentation after a blank line.
        public var plainText: String {
            documentation.map { signature + "\n\n" + $0 } ?? signature
        }

        /// The signature as a Swift code block, then the documentation.
        public var markdown: String {
            let code = "```swift\n" + signature + "\n```"
            return documentation.map { code + "\n\n" + $0 } ?? code
        }
    }

    /// Whether a cell is ready to run (Jupyter's `is_complete_request`).
    public enum Completeness: Equatable, Sendable {
        case complete
        /// A bracket, multi-line string or comment is open, or the cell ends in a binary
        /// operator; `indent` is the next line's indentation.
        case incomplete(indent: String)
        /// No added lines can make it valid (a stray closing bracket, a broken one-line string).
        case invalid
    }
}
