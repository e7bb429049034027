import Jupyter

/// IPython's help syntax: a cell that is only `Star?`, `?Star` or `Star??` asks for the
/// documentation of `Star` in the pager.
enum PagerRequest {
    /// The name a help cell asks about, or nil when the cell is code.
    static func name(in code: String) -> String? {
        var text = Substring(code.trimmingCharacters(in: .whitespacesAndNewlines))
        var marks = 0
        while text.hasPrefix("?") { text = text.dropFirst(); marks += 1 }
        while text.hasSuffix("?") { text = text.dropLast(); marks += 1 }
        guard (1...2).contains(marks), let first = text.first, first == "_" || first.isLetter,
              text.allSatisfy({ $0 == "_" || $0 == "." || $0.isLetter || $0.isNumber }), !text.hasSuffix(".")
        else { return nil }
        return String(text)
    }

    /// A name's documentation as inspect_request and the pager show it: plain text and markdown.
    static func bundle(plainText: String, markdown: String) -> MimeBundle {
        MimeBundle(data: ["text/plain": .string(plainText), "text/markdown": .string(markdown)])
    }

    /// A help cell's outcome: the documentation (`plainText`, `markdown`) in the pager, or
    /// IPython's line when there is none.
    static func show(_ documentation: (plainText: String, markdown: String)?, of name: String,
                     context: ExecutionContext) -> ExecutionOutcome {
        if let documentation {
            context.page(bundle(plainText: documentation.plainText, markdown: documentation.markdown))
        } else {
            context.write("Object `\(name)` not found.\n")
        }
        return .success(result: nil)
    }
}
