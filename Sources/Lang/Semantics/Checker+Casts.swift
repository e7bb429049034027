/// `as`, `as?`, `as!` and `is`: static coercion, and dynamic casts on a value's run-time type.
extension Checker {
    func cast(_ operand: Expr, _ kind: CastKind, _ target: SwiftType, range: SourceRange) -> Typed {
        let line = range.line
        if kind == .coerce {
            let typed = expression(operand, expected: target)
            return Typed(coerce(typed, to: target, at: caret(operand), role: .annotation), target)
        }
        let typed = expression(operand, expected: nil)
        let test = dynamicCast(to: target)
        if kind == .conditional {
            return Typed(Unary(typed.node, line: line) { value, _ in test(value) ?? .null }, .optional(target))
        }
        let source = typed.type
        return Typed(Unary(typed.node, line: line) { value, line in
            if let cast = test(value) { return cast }
            let dynamic = Checker.dynamicType(of: value, static: source)
            throw RuntimeError("Could not cast value of type '\(dynamic.qualifiedDescription)' to '\(target.qualifiedDescription)'.", line: line)
        }, target)
    }

    /// A function that gives the value cast to `target`, or nil when its run-time type does not
    /// convert.
    func dynamicCast(to target: SwiftType) -> (Value) -> Value? {
        let conformances = environment.conformances
        return { value in
            if case .null = value { return nil }
            let dynamic = Checker.dynamicType(of: value, static: .any)
            guard dynamic.isConvertible(to: target, conformances: conformances) || dynamic == target else {
                if case .nominal(let decl, _) = dynamic, case .nominal(let targetDecl, _) = target, decl.isSubclass(of: targetDecl) {
                    return value.unboxed
                }
                return nil
            }
            switch target {
            case .existential, .opaque: return value
            default: return value.unboxed
            }
        }
    }

    /// The run-time type of a value: its box's type, or what its representation says.
    static func dynamicType(of value: Value, static staticType: SwiftType) -> SwiftType {
        switch value {
        case .boxed(_, let type): return type
        case .int: return staticType.isInteger || staticType == .stringIndex ? staticType : .int
        case .double: return staticType == .cgFloat ? .cgFloat : .double
        case .float: return .float
        case .bool: return .bool
        case .string: return staticType == .substring ? .substring : .string
        case .character: return .character
        case .structValue(let decl, _), .enumValue(let decl, _, _):
            if case .nominal(let staticDecl, _) = staticType, staticDecl === decl { return staticType }
            return .nominal(decl, [])
        case .object(let instance): return .nominal(instance.decl, [])
        default: return staticType
        }
    }
}
