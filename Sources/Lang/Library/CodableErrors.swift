/// The prelude's `DecodingError` and `EncodingError` made and thrown from native code, so a
/// program's `catch` gets them as it gets Foundation's: each with its context's coding path
/// (`_CodingPathKey`s and the program's own keys) and the sentence Foundation gives.
struct CodableErrors {
    let call: NativeCall

    init(_ call: NativeCall) {
        self.call = call
    }

    /// A key of a coding path for a property name.
    func key(_ text: String) -> Value {
        pathKey(.string(text), .null)
    }

    /// A key of a coding path for an array position, as Foundation names one (`"Index 1"`).
    func index(_ position: Int) -> Value {
        pathKey(.string("Index \(position)"), .int(position))
    }

    private func pathKey(_ text: Value, _ position: Value) -> Value {
        guard let decl = call.types.declarations["_CodingPathKey"] else { return text }
        return .boxed(.structValue(decl, [text, position]), .nominal(decl, []))
    }

    /// `DecodingError.typeMismatch`: a value of `type` (named `typeName`) was wanted and `found` was there.
    func typeMismatch(_ type: SwiftType, _ typeName: String, path: [Value], found: JSONValue) -> Error {
        decoding(0, [.metatype(type), context(path, "Expected to decode \(typeName) but found \(found.kindDescription) instead.")])
    }

    /// `DecodingError.typeMismatch` with Foundation's sentence `text`.
    func typeMismatch(_ type: SwiftType, path: [Value], _ text: String) -> Error {
        decoding(0, [.metatype(type), context(path, text)])
    }

    /// `DecodingError.valueNotFound`: `null` where a value of `type` was wanted.
    func valueNotFound(_ type: SwiftType, path: [Value], _ text: String) -> Error {
        decoding(1, [.metatype(type), context(path, text)])
    }

    /// `DecodingError.keyNotFound`: a keyed container at `path` has nothing under `key`
    /// (`keyDescription` is how Foundation describes the key: `CodingKeys(stringValue: …)`).
    func keyNotFound(_ key: Value, text: String, keyDescription: String, path: [Value]) -> Error {
        decoding(2, [key, context(path, "No value associated with key \(keyDescription) (\"\(text)\").")])
    }

    /// `DecodingError.dataCorrupted` with Foundation's sentence `text`.
    func dataCorrupted(path: [Value], _ text: String) -> Error {
        decoding(3, [context(path, text)])
    }

    /// `EncodingError.invalidValue`: `value` cannot be written.
    func encodingInvalid(_ value: Value, _ text: String) -> Error {
        guard let decl = call.types.declarations["EncodingError"] else { return RuntimeError(text, line: call.line) }
        return thrown(.enumValue(decl, 0, [value, context([], text)]), decl)
    }

    private func context(_ path: [Value], _ text: String) -> Value {
        guard let decl = call.types.declarations["_DecodingContext"] else { return .string(text) }
        return .structValue(decl, [.array(path), .string(text), .null])
    }

    private func decoding(_ caseIndex: Int, _ payload: [Value]) -> Error {
        guard let decl = call.types.declarations["DecodingError"] else { return RuntimeError("DecodingError", line: call.line) }
        return thrown(.enumValue(decl, caseIndex, payload), decl)
    }

    /// `error` thrown as a Swift error, for the program's `catch`.
    private func thrown(_ error: Value, _ decl: NominalDecl) -> Error {
        call.interpreter.thrownValue = .boxed(error, .nominal(decl, []))
        return ThrownError()
    }

    /// A type's name as Foundation writes it in a decoding error: generic collections spelled
    /// out (`Dictionary<String, Any>`, `Array<Any>`, `Optional<Int>`), other types as Swift names them.
    static func typeName(_ type: SwiftType) -> String {
        switch type {
        case .optional(let wrapped): return "Optional<\(typeName(wrapped))>"
        case .array(let element): return "Array<\(typeName(element))>"
        case .set(let element): return "Set<\(typeName(element))>"
        case .dictionary(let key, let value): return "Dictionary<\(typeName(key)), \(typeName(value))>"
        case .existential(let protocols) where protocols.isEmpty: return "Any"
        case .nominal(let decl, let arguments):
            return arguments.isEmpty ? decl.name : decl.name + "<" + arguments.map(typeName).joined(separator: ", ") + ">"
        default: return type.description
        }
    }
}
