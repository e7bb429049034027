/// A result builder's temporary whose type the builder's method cannot name: `buildOptional`
/// or `buildEither` declared generic returns a type written in the method's own type
/// parameters, so ResultBuilderRewrite declares the branch's temporary `let t: _` and the
/// checker gives it the type of the first branch's value, as swiftc's transform leaves it to
/// inference. A parameter that value leaves open (`S` of `Either<F, S>` from `buildEither(first:)`)
/// is taken from the next branch's value that decides it, and each branch is then typed
/// against the temporary, so `buildOptional(nil)` infers the same `T`.
extension Checker {
    /// Whether `binding` declares such a temporary: a rewrite's name (no Swift name has `$`),
    /// annotated `_`, without a value, or with `[]` for a generic `buildArray`'s array.
    func isUntypedBuilderTemporary(_ binding: PatternBinding, annotation: TypeExpr?) -> Bool {
        guard case .placeholder? = annotation?.kind, case .identifier(let name) = binding.pattern.kind,
              name.name.hasPrefix(ResultBuilderRewrite.temporaryPrefix) else { return false }
        switch binding.initializer?.kind {
        case nil: return true
        case .array(let elements)?: return elements.isEmpty
        default: return false
        }
    }

    /// Types a generic `buildArray`'s array temporary, declared `var t: _ = []`, from the first
    /// component `statement` appends to it (`t.append(B.buildBlock(…))` ending each pass of
    /// the loop), probed without context, as swiftc infers the array's element from the
    /// loop's body.
    func typeBuilderArray(appendedBy statement: Expr) {
        guard case .call(let call) = statement.kind, case .member(let base, let method, _) = call.callee.kind,
              method.name == "append", let element = call.arguments.first?.value,
              case .identifier(let name, _) = base.kind, let (symbol, declaring) = scope.lookupWithScope(name.name),
              case .variable(var variable) = symbol, variable.isTypedByAssignments, variable.takesAssignedType else { return }
        variable.type = .array(Checker(probing: self).expression(element, expected: nil).type)
        variable.takesAssignedType = false
        declaring.names[name.name] = .variable(variable)
    }

    /// Types the temporary `binary` assigns from the assigned value, while its type is not
    /// (wholly) known: the value is typed without context by a probe (the assignment then types
    /// it again, against the temporary, and reports what is wrong with it once). Returns whether
    /// `binary` assigns such a temporary: a value whose own call left a parameter open that the
    /// temporary's type decides (`Either<F, Int>` for `Either<String, Int>`) is then its type.
    func typeBuilderTemporary(assignedBy binary: BinaryExpr) -> Bool {
        guard case .identifier(let name, _) = binary.lhs.kind, let (symbol, declaring) = scope.lookupWithScope(name.name),
              case .variable(var variable) = symbol, variable.isTypedByAssignments else { return false }
        guard variable.takesAssignedType else { return true }
        let value = Checker(probing: self).expression(binary.rhs, expected: nil).type
        variable.type = variable.type == .error ? value : filled(variable.type, from: value)
        variable.takesAssignedType = variable.type == .error || openParameters(in: variable.type)
        declaring.names[name.name] = .variable(variable)
        return true
    }

    /// `type` with each open parameter in it replaced by what stands in the same place in
    /// `value`. By place, not by parameter: every call of the method leaves the same parameter
    /// open (`Either<Either<String, S>, S>`), each standing for a type of its own.
    func filled(_ type: SwiftType, from value: SwiftType) -> SwiftType {
        switch (type, value) {
        case (.generic(let parameter), _) where isOpen(parameter):
            if case .generic(let other) = value, isOpen(other) { return type }
            return value
        case (.nominal(let decl, let arguments), .nominal(let other, let values)) where decl === other && arguments.count == values.count:
            return .nominal(decl, zip(arguments, values).map { filled($0, from: $1) })
        case (.optional(let wrapped), .optional(let other)): return .optional(filled(wrapped, from: other))
        case (.array(let element), .array(let other)): return .array(filled(element, from: other))
        case (.tuple(let elements), .tuple(let others)) where elements.count == others.count:
            return .tuple(zip(elements, others).map { TupleElement(label: $0.label, filled($0.type, from: $1.type)) })
        default: return type
        }
    }

    /// Whether `type` mentions a generic parameter not in scope here: one of a generic
    /// builder method's own, which its call left undecided.
    private func openParameters(in type: SwiftType) -> Bool {
        var found = false
        _ = type.mapped { part in
            if case .generic(let parameter) = part, isOpen(parameter) { found = true }
            return nil
        }
        return found
    }

    /// Whether `parameter` is not a generic parameter of the code being checked.
    private func isOpen(_ parameter: TypeParameter) -> Bool {
        !typeParameters.contains { $0.values.contains(parameter) }
    }
}
