extension NativeTable {
    /// `Unicode.Scalar`'s text and a string's scalar values.
    static let unicode: [String: NativeFunction] = [
        "Unicode.Scalar.description": { call in
            guard case .int(let value)? = call.selfValue.field(0), let bits = UInt32(exactly: value),
                  let scalar = Unicode.Scalar(bits) else { return .string("\u{FFFD}") }
            return .string(String(scalar))
        },
        "String.unicodeScalarValues": { call in
            guard let text = call.selfValue.unboxed.stringValue else { throw RuntimeError("expected a String", line: call.line) }
            return .array(text.unicodeScalars.map { .int(Int($0.value)) })
        },
    ]
}
