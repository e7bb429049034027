/// Checks a path a cell hands to the file system (`save(_:to:)`, `Image(path:)`, `render -o`).
public enum FileSystemPath {
    /// Why the file system must not see `path`, or nil when it may.
    ///
    /// A NUL ends the path early in every C call, so `save(Circle(), to: "a\u{0}b.png")` would
    /// write the file `a`, past the extension check: it is refused in CPython's words,
    /// `embedded null byte`. Other control characters (a newline, an escape, U+007F) make names
    /// no one can see or type, so they are refused too.
    public static func refusal(for path: String) -> String? {
        if path.utf8.contains(0) { return "embedded null byte" }
        if let control = path.unicodeScalars.first(where: isControl) {
            return "control character \(escaped(String(control))) in the path"
        }
        return nil
    }

    /// The path with its control characters written as Swift escapes (`a\u{0}b.png`), for messages.
    public static func escaped(_ path: String) -> String {
        path.unicodeScalars.map { isControl($0) ? "\\u{\(String($0.value, radix: 16, uppercase: true))}" : String($0) }.joined()
    }

    private static func isControl(_ scalar: Unicode.Scalar) -> Bool {
        scalar.properties.generalCategory == .control
    }
}
