/// The completions offered at a cursor, for `complete_reply`.
public struct CompletionReply: Sendable, Equatable {
    /// One completion with the details JupyterLab shows beside it.
    public struct Item: Sendable, Equatable {
        /// The text that replaces `cursorStart..<cursorEnd`.
        public var text: String
        /// The kind: `function`, `class`, `keyword`, `variable`, …
        public var type: String
        /// A call signature, if the completion is callable.
        public var signature: String?

        /// An item with its kind and optional signature.
        public init(text: String, type: String, signature: String? = nil) {
            self.text = text
            self.type = type
            self.signature = signature
        }
    }

    /// The completions, best first.
    public var items: [Item]
    /// Where the replaced range starts, in Unicode scalars.
    public var cursorStart: Int
    /// Where the replaced range ends (exclusive), in Unicode scalars.
    public var cursorEnd: Int

    /// Completions replacing `cursorStart..<cursorEnd`.
    public init(items: [Item], cursorStart: Int, cursorEnd: Int) {
        self.items = items
        self.cursorStart = cursorStart
        self.cursorEnd = cursorEnd
    }

    /// The reply's content, with `_jupyter_types_experimental` metadata for JupyterLab.
    var content: JSONObject {
        let types: [JSONValue] = items.map { item in
            var entry: JSONObject = [
                "start": .int(cursorStart), "end": .int(cursorEnd), "text": .string(item.text),
                "type": .string(item.type),
            ]
            if let signature = item.signature { entry["signature"] = .string(signature) }
            return .object(entry)
        }
        return [
            "status": "ok", "matches": .array(items.map { .string($0.text) }),
            "cursor_start": .int(cursorStart), "cursor_end": .int(cursorEnd),
            "metadata": ["_jupyter_types_experimental": .array(types)],
        ]
    }
}
