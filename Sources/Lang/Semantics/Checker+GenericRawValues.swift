/// A generic parameter constrained to `RawRepresentable` (`<T: RawRepresentable>`): its
/// associated type `T.RawValue` (fixed by `where T.RawValue == String`), `x.rawValue` on its
/// values and `T(rawValue:)`, which makes the case of the enum `T` stands for at run time.
extension Checker {
    /// `T.RawValue` for a parameter whose protocols are or refine `RawRepresentable`: the type a
    /// `where` clause fixes it to, or a parameter of its own made on first use; nil otherwise.
    func genericRawValue(_ parameter: TypeParameter) -> SwiftType? {
        builtinAssociatedType("RawValue", of: "RawRepresentable", parameter: parameter)
    }

    /// `x.rawValue` on a value of generic parameter `parameter`'s type (DynamicGet reads an
    /// enum case's raw value or a conforming struct's property).
    func genericRawValueMember(_ base: Typed, _ parameter: TypeParameter, line: Int) -> Typed? {
        guard let raw = genericRawValue(parameter) else { return nil }
        return Typed(DynamicGet(base.node, name: "rawValue", line: line), raw)
    }

    /// `T(rawValue: raw)`: the case of the enum `T` stands for whose raw value is `raw`, or nil.
    func genericRawValueInit(_ parameter: TypeParameter, arguments: [Argument], range: SourceRange,
                             receiver: Expression?) -> Typed? {
        guard arguments.count == 1, arguments[0].label?.name == "rawValue", let rawType = genericRawValue(parameter) else {
            return nil
        }
        let specs = [ParameterSpec(label: "rawValue", type: rawType)]
        guard let matched = matchArguments(arguments, to: specs, range: range, report: true) else {
            lowerAll(arguments)
            return Typed(Constant(.void, line: range.line), .error)
        }
        let (nodes, _) = lowerArguments(matched, specs, substitution: [:], range: range)
        guard let value = nodes.first else { return nil }
        let metatype = receiver ?? genericMetatype(parameter, line: range.line)
        return Typed(BuiltinCall(arguments: [metatype, value], line: range.line) { values, interpreter, line in
            guard case .metatype(let concrete) = values[0].unboxed else { throw RuntimeError("not a type", line: line) }
            if let decl = concrete.nominalDecl, decl.kind == .enum, decl.rawType != nil,
               interpreter.environment.members[ObjectIdentifier(decl)]?.initializers.isEmpty ?? true {
                return decl.rawCase(matching: values[1].unboxed)
            }
            // A type with its own `init?(rawValue:)` (a struct conforming to RawRepresentable).
            return try StaticWitness.call("init", selector: "init(rawValue:)", of: concrete, arguments: [values[1]],
                                          interpreter, line: line)
        }, .optional(.generic(parameter)))
    }
}

extension RawValue {
    /// The raw value as a run-time value.
    var value: Value {
        switch self {
        case .int(let number): return .int(number)
        case .double(let number): return .double(number)
        case .string(let text): return .string(text)
        }
    }
}

extension NominalDecl {
    /// The case of this enum whose raw value is `value`, or nil (`.null`).
    func rawCase(matching value: Value) -> Value {
        for (index, enumCase) in cases.enumerated() {
            switch (enumCase.rawValue, value) {
            case (.int(let a)?, .int(let b)) where a == b: return .enumValue(self, index, [])
            case (.string(let a)?, .string(let b)) where a == b: return .enumValue(self, index, [])
            case (.double(let a)?, .double(let b)) where a == b: return .enumValue(self, index, [])
            default: continue
            }
        }
        return .null
    }
}
