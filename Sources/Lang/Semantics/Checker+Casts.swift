/// `as`, `as?`, `as!` and `is`: static coercion, and dynamic casts on a value's run-time type.
extension Checker {
    func cast(_ operand: Expr, _ kind: CastKind, _ target: SwiftType, range: SourceRange) -> Typed {
        let line = range.line
        if kind == .coerce, let bridged = bridgedDecimalNumber(operand, target: target, range: range) { return bridged }
        if kind == .coerce {
            let typed = expression(operand, expected: target)
            // A value that is not optional, coerced to an optional it does not convert to: swiftc
            // says it "is not convertible", at `as` (`count as Double?`).
            if case .optional = target, typed.type.optionalWrapped == nil, !hasError(typed.type),
               !converts(typed.type, to: target) {
                error("'\(typed.type)' is not convertible to '\(target)'", point(at: "a", after: operand.range.end) ?? range)
                return Typed(typed.node, target)
            }
            return Typed(coerce(typed, to: target, at: caret(operand), role: .coercion), target)
        }
        let typed = castOperand(expression(operand, expected: nil), line: line)
        let test = dynamicCast(to: target)
        if kind == .conditional {
            // A cast to an optional type may give its nil (`x as? Int?` of a nil `Int?`): present.
            return Typed(Lazy(line: line) { frame, interpreter in
                test(try typed.node.evaluate(frame, interpreter), interpreter).map(Value.wrapping) ?? .null
            }, .optional(target))
        }
        let source = typed.type
        return Typed(Lazy(line: line) { frame, interpreter in
            let value = try typed.node.evaluate(frame, interpreter)
            if let cast = test(value, interpreter) { return cast }
            let dynamic = Checker.dynamicType(of: value, static: source)
            throw RuntimeError("Could not cast value of type '\(dynamic.qualifiedDescription)' to '\(target.qualifiedDescription)'.", line: line)
        }, target)
    }

    /// A function that gives the value cast to `target`, or nil when its run-time type does not
    /// convert. A target naming generic parameters (`x as? T`) is the type the call bound them
    /// to (Runtime/TypeWitnesses.swift), so those parameters are marked as needed at run time.
    func dynamicCast(to target: SwiftType) -> (Value, Interpreter) -> Value? {
        let conformances = environment.conformances
        var generics: [TypeParameter] = []
        _ = target.mapped { part in
            if case .generic(let parameter) = part { generics.append(parameter) }
            return nil
        }
        generics.forEach(requireWitness)
        return { value, interpreter in
            let bound = generics.isEmpty ? target : interpreter.resolvingWitnesses(target)
            return Checker.cast(value, to: bound, conformances: conformances)
        }
    }

    /// The operand of a dynamic cast, an optional boxed with its type: its value alone does not
    /// say how many levels it has (an `Int??` holding `.some(3)` is held as 3).
    func castOperand(_ typed: Typed, line: Int) -> Typed {
        guard case .optional = typed.type, !containsGeneric(typed.type) else { return typed }
        let type = typed.type
        return Typed(Unary(typed.node, line: line) { value, _ in
            if case .boxed = value { return value }
            return .boxed(value, type)
        }, type)
    }

    /// `value` cast to `target`, or nil when its run-time type does not convert.
    private static func cast(_ value: Value, to target: SwiftType, conformances: ConformanceTable) -> Value? {
        if case .null = value { return nil }
        if case .boxed(let held, .optional(let wrapped)) = value, target != .optional(wrapped) {
            switch target {
            case .existential, .opaque: break
            default: return castOptional(held, wrapped: wrapped, to: target, conformances: conformances)
            }
        }
        let dynamic = Checker.dynamicType(of: value, static: .any)
        guard dynamic.isConvertible(to: target, conformances: conformances) || dynamic == target else {
            if case .nominal(let decl, _) = dynamic, case .nominal(let targetDecl, _) = target, decl.isSubclass(of: targetDecl) {
                return value.unboxed
            }
            // A subclass's metatype is its superclass's (`kind is Animal.Type` for `Dog.self`).
            if case .metatype(.nominal(let decl, _)) = dynamic, case .metatype(.nominal(let targetDecl, _)) = target,
               decl.isSubclass(of: targetDecl) {
                return value.unboxed
            }
            return nil
        }
        switch target {
        case .existential, .opaque: return value
        default: return value.unboxed
        }
    }

    /// An optional of `wrapped` holding `held`, cast to another type as Swift's runtime casts it:
    /// nil converts to any optional type's nil and to nothing else; a present value is unwrapped
    /// and its payload cast (`Optional(Optional(5)) as Any as? Int` is 5).
    private static func castOptional(_ held: Value, wrapped: SwiftType, to target: SwiftType,
                                     conformances: ConformanceTable) -> Value? {
        if case .null = held { return target.optionalWrapped != nil ? .null : nil }
        let payload = held.unwrappedOptional
        switch payload {
        // A class instance knows its own class: an `A?` holding a `B` casts to `B`.
        case .boxed, .object: return cast(payload, to: target, conformances: conformances)
        default: return cast(.boxed(payload, wrapped), to: target, conformances: conformances)
        }
    }

    /// The run-time type of a value: its box's type, or what its representation says.
    static func dynamicType(of value: Value, static staticType: SwiftType) -> SwiftType {
        switch value {
        case .boxed(_, let type): return type
        case .int: return staticType.isInteger || staticType.isOpaqueIndex ? staticType : .int
        case .double: return staticType == .cgFloat ? .cgFloat : .double
        case .float: return .float
        case .bool: return .bool
        case .string: return staticType == .substring ? .substring : .string
        case .character: return .character
        case .structValue(let decl, _), .enumValue(let decl, _, _):
            if case .nominal(let staticDecl, _) = staticType, staticDecl === decl { return staticType }
            // A WritableKeyPath held as a KeyPath<Root, Value> has the same arguments.
            if case .nominal(let staticDecl, let arguments) = staticType, Checker.isKeyPathUpcast(decl, staticDecl),
               Checker.keyPathKind(decl)?.argumentCount == arguments.count {
                return .nominal(decl, arguments)
            }
            return .nominal(decl, [])
        case .object(let instance): return .nominal(instance.decl, [])
        case .metatype(let type): return .metatype(type)
        default: return staticType
        }
    }

    /// `price as NSDecimalNumber`: Foundation bridges a Decimal to its number object, which is
    /// `NSDecimalNumber(decimal: price)`; nil for any other coercion.
    private func bridgedDecimalNumber(_ operand: Expr, target: SwiftType, range: SourceRange) -> Typed? {
        guard case .nominal(let decl, _) = target, decl.name == "NSDecimalNumber", decl.module != nil,
              case .nominal(let source, _) = Checker(probing: self).expression(operand, expected: nil).type,
              source.name == "Decimal", source.module != nil else { return nil }
        let argument = Argument(label: Identifier("decimal", range: operand.range), value: operand, range: operand.range)
        return construct(target, arguments: [argument], expected: target, range: range)
    }
}
