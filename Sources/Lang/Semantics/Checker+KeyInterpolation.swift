/// SwiftUI's `LocalizedStringKey.StringInterpolation`: an interpolated key literal formats
/// `\(value, specifier: "%.1f")` (`Checker+FormatSpecifiers`), and puts an interpolated `Text`
/// or `Image` in the text as a run of its own (`appendInterpolation(_: Text)` and
/// `appendInterpolation(_: Image)`), so `Text("\(Text("a").bold()) b")` draws "a" bold and
/// `Text("\(Image(systemName: "star")) 4.5")` the star inline. Any other value is described.
extension Checker {
    /// The key `literal` makes, a value of the library's `LocalizedStringKey` (`decl`): its text,
    /// and its runs when it interpolates a `Text` or an `Image` (`Text(key)` draws them). Nil
    /// when the library's `Text` is not where the key's runs say (then the literal is a string).
    func keyLiteral(_ literal: StringLiteral, _ decl: NominalDecl, range: SourceRange) -> Typed? {
        guard let partsIndex = decl.storedPropertyIndex("_parts"), decl.storedProperties.count == 2,
              case .array(.nominal(let textDecl, _)) = decl.storedProperties[partsIndex].type, isLibraryText(textDecl),
              let shape = TextShape(textDecl) else { return nil }
        let line = range.line
        let parts = interpolationParts(literal, runs: { type in
            guard case .nominal(let runDecl, _) = type else { return false }
            return runDecl === textDecl || self.isLibraryImage(runDecl)
        }, line: line)
        let kinds = parts.map { part -> RunKind in
            guard case .nominal(let runDecl, _) = part.1 else { return .string }
            return runDecl === textDecl ? .text : .image
        }
        let keyIndex = partsIndex == 0 ? 1 : 0
        let node = BuiltinCall(arguments: parts.map(\.0), line: line) { values, _, line in
            var key = ""
            var runs: [Value] = []
            // The literal's text and the values it describes between two runs are one run.
            var pending = ""
            func flush() {
                if !pending.isEmpty { runs.append(shape.run(string: pending, image: .null)) }
                pending = ""
            }
            for (value, kind) in zip(values, kinds) {
                switch kind {
                case .string:
                    let string = value.unboxed.stringValue ?? ""
                    key += string
                    pending += string
                case .text:
                    flush()
                    key += shape.string(of: value)
                    runs.append(value)
                case .image:
                    flush()
                    runs.append(shape.run(string: "", image: value))
                }
            }
            flush()
            // `t = Text("\(t)\(t)")` doubles a key's text in one step: held to a string's limit.
            try Arithmetic.checkLength(key.utf8.count, of: "string", line: line)
            let hasRuns = kinds.contains { $0 != .string }
            var fields = [Value](repeating: .null, count: 2)
            fields[keyIndex] = .string(key)
            fields[partsIndex] = .array(hasRuns ? runs : [])
            return .structValue(decl, fields)
        }
        return Typed(node, .nominal(decl, []))
    }

    /// Whether `decl` is the library's `Image` (a program may declare its own `Image`).
    func isLibraryImage(_ decl: NominalDecl) -> Bool {
        decl.name == "Image" && decl.parent == nil && decl.storedProperties.first?.name == "_file"
    }
}

/// What a piece of an interpolated key is: text of the literal or a described value, or an
/// interpolated `Text` or `Image`.
private enum RunKind { case string, text, image }

/// Where the library's `Text` keeps its string, runs, modifiers and image, to make a run of
/// plain text or of an image as `Text(verbatim:)` and `Text(_: Image)` make them.
private struct TextShape {
    let decl: NominalDecl
    let string: Int
    let parts: Int
    let modifiers: Int
    let image: Int

    init?(_ decl: NominalDecl) {
        guard decl.storedProperties.count == 4, let string = decl.storedPropertyIndex("_string"),
              let parts = decl.storedPropertyIndex("_parts"), let modifiers = decl.storedPropertyIndex("_modifiers"),
              let image = decl.storedPropertyIndex("_image") else { return nil }
        (self.decl, self.string, self.parts, self.modifiers, self.image) = (decl, string, parts, modifiers, image)
    }

    /// A run of `string`, or of `image` when it is not nil, with no modifiers of its own.
    func run(string text: String, image value: Value) -> Value {
        var fields = [Value](repeating: .null, count: 4)
        fields[string] = .string(text)
        fields[parts] = .array([])
        fields[modifiers] = .array([])
        fields[image] = value
        return .structValue(decl, fields)
    }

    /// The characters of a `Text` value's own string (its key text).
    func string(of value: Value) -> String {
        guard case .structValue(_, let fields) = value.unboxed, fields.indices.contains(string) else { return "" }
        return fields[string].unboxed.stringValue ?? ""
    }
}
