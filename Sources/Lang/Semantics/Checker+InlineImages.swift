/// SwiftUI's `Text("\(Image(systemName: "star")) 4.5")`: a `LocalizedStringKey` literal's
/// interpolated `Image` (its `StringInterpolation`'s `appendInterpolation(_ image: Image)`) is
/// drawn inline in the text; elsewhere an image interpolates as any value does.
extension Checker {
    /// The inline-image token (`InlineImageToken`) of an interpolated `Image` in a key literal,
    /// nil for a value of any other type.
    func imageInterpolation(_ typed: Typed, line: Int) -> Expression? {
        guard case .nominal(let decl, _) = typed.type, isLibraryImage(decl) else { return nil }
        return BuiltinCall(arguments: [typed.node], line: line) { values, _, line in
            guard case .structValue(_, let fields) = values[0].unboxed else { throw RuntimeError("malformed Image", line: line) }
            return .string(try InlineImageToken.token(fields, line: line))
        }
    }

    /// Whether `decl` is the library's `Image` (a program may declare its own `Image`).
    func isLibraryImage(_ decl: NominalDecl) -> Bool {
        decl.name == "Image" && decl.parent == nil && decl.storedProperties.first?.name == "_file"
    }
}
