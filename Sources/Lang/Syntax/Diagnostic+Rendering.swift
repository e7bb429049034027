extension Diagnostic {
    /// The diagnostic as swiftc prints it in its LLVM style: `file:line:column: error: message`,
    /// the source line, and a caret under the column; each note follows the same way. (swiftc also
    /// underlines some expressions with `~`; which ones is its own choice, so only the caret is kept.)
    public func rendered(file: String, lines: SourceLines) -> String {
        var text = Diagnostic.located(file: file, range: range, kind: severity.rawValue, message: message, lines: lines)
        for note in notes {
            text += Diagnostic.located(file: file, range: note.range, kind: "note", message: note.message, lines: lines)
        }
        return text
    }

    /// One located message with its source line and caret.
    private static func located(file: String, range: SourceRange, kind: String, message: String,
                                lines: SourceLines) -> String {
        let start = range.start
        var text = "\(file):\(start.line):\(start.column): \(kind): \(message)\n"
        guard let line = lines.line(start.line) else { return text }
        // swiftc expands tabs to every eighth column in the line it shows and the caret's line alike.
        // `start.column` counts UTF-8 bytes, as swiftc's columns do; the caret stands under the scalar there.
        var shown = String.UnicodeScalarView()
        var width = 0
        var caretColumn = 0
        var bytes = 0
        for scalar in line {
            if bytes == start.column - 1 { caretColumn = width }
            bytes += scalar.utf8.count
            if scalar == "\t" {
                shown.append(contentsOf: repeatElement(" ", count: 8 - width % 8))
                width += 8 - width % 8
            } else {
                shown.append(scalar)
                width += 1
            }
        }
        if start.column - 1 >= bytes { caretColumn = width + start.column - 1 - bytes }
        text += String(shown) + "\n"
        return text + String(repeating: " ", count: max(0, caretColumn)) + "^\n"
    }
}
