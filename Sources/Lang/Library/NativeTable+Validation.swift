extension NativeTable {
    /// The argument checks of `Prelude.validation`.
    static let validation: [String: NativeFunction] = [
        "require.finite": { call in
            guard case .array(let values) = try call.argument(0), case .array(let names) = try call.argument(1) else {
                throw RuntimeError("expected the values and their names", line: call.line)
            }
            for (value, name) in zip(values, names) {
                let number = try call.types.number(value, line: call.line)
                guard number.isFinite else {
                    throw RuntimeError("'\(name.stringValue ?? "")' must be a finite number, got \(number.isNaN ? "nan" : "\(number)")", line: call.line)
                }
            }
            return .void
        },
    ]
}
