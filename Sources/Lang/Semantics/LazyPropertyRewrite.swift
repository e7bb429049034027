/// `lazy var` properties, as a rewrite of a type's members into what Swift synthesises for them:
/// `lazy var x: T = value` becomes
///
///     var $__lazy_storage_$_x: T? = nil                      // the storage, printed by that name
///     var x: T {
///         mutating get {                                      // plain `get` in a class
///             if let __lazy_value = self.$__lazy_storage_$_x { return __lazy_value }
///             let __lazy_value: T = value
///             self.$__lazy_storage_$_x = __lazy_value
///             return __lazy_value
///         }
///         set { self.$__lazy_storage_$_x = newValue }
///     }
///
/// so the value is computed on first read, may use `self`, and a struct's copy computes its own.
/// It is syntax to syntax, so diagnostics in `value` point at what the user wrote.
enum LazyPropertyRewrite {
    /// The storage's name for a lazy property `name`, as swiftc names it.
    static func storageName(_ name: String) -> String { "$__lazy_storage_$_" + name }

    /// `decl` expanded when it is a `lazy var` instance property with one name and a value whose
    /// type is written or plain from its syntax (`writtenType(of:)`); nil otherwise.
    static func expand(_ decl: Decl) -> [Decl]? {
        guard decl.has(.lazy), !decl.has(.static), case .variable(let variable) = decl.kind, variable.introducer == .var,
              variable.bindings.count == 1, let binding = variable.bindings.first, binding.accessors == nil,
              case .identifier(let name) = binding.pattern.kind, let value = binding.initializer,
              let type = binding.type ?? writtenType(of: value) else { return nil }
        let (id, range) = (binding.id, binding.range)
        func identifier(_ text: String) -> Expr {
            Expr(id: id, range: name.range, kind: .identifier(Identifier(text, range: name.range), genericArguments: []))
        }
        func pattern(_ text: String) -> Pattern {
            Pattern(id: binding.pattern.id, range: binding.pattern.range, kind: .identifier(Identifier(text, range: name.range)))
        }
        func statement(_ kind: StmtKind) -> Stmt { Stmt(id: id, range: range, kind: kind) }
        func block(_ statements: [Stmt]) -> CodeBlock { CodeBlock(id: id, range: range, statements: statements) }
        func assign(_ target: Expr, _ source: Expr) -> Stmt {
            statement(.expression(Expr(id: id, range: range, kind: .binary(BinaryExpr(op: .assign, operatorRange: range,
                                                                                      lhs: target, rhs: source)))))
        }
        func variableDecl(_ introducer: BindingIntroducer, _ binding: PatternBinding, modifiers: [Modifier]) -> Decl {
            Decl(id: decl.id, range: decl.range, docComment: nil, attributes: [], modifiers: modifiers,
                 kind: .variable(VariableDecl(introducer: introducer, bindings: [binding])))
        }
        let storage = storageName(name.name)
        let storageRead = Expr(id: id, range: name.range, kind: .member(base: identifier("self"),
                                                                        name: Identifier(storage, range: name.range), genericArguments: []))
        let local = "__lazy_value"
        let kept = decl.modifiers.filter { $0.kind != .lazy }

        let storageType = TypeExpr(id: type.id, range: type.range, kind: .optional(type))
        let storageDecl = variableDecl(.var, PatternBinding(id: id, range: range, pattern: pattern(storage), type: storageType,
                                                            initializer: Expr(id: id, range: range, kind: .nilLiteral),
                                                            accessors: nil), modifiers: kept)
        let unwrap = Condition(id: id, range: range, kind: .optionalBinding(OptionalBinding(
            introducer: .let, pattern: pattern(local), type: nil, initializer: storageRead)))
        let firstRead = statement(.if(IfStmt(conditions: [unwrap], body: block([statement(.return(identifier(local)))]),
                                             elseBranch: nil)))
        let compute = statement(.declaration(variableDecl(.let, PatternBinding(id: id, range: range, pattern: pattern(local),
                                                                               type: type, initializer: value, accessors: nil),
                                                          modifiers: [])))
        let getter = AccessorDecl(id: id, range: range, attributes: [], modifiers: [Modifier(kind: .mutating, detail: nil, range: range)],
                                  kind: .get, parameter: nil, effects: .none,
                                  body: block([firstRead, compute, assign(storageRead, identifier(local)),
                                               statement(.return(identifier(local)))]))
        let setter = AccessorDecl(id: id, range: range, attributes: [], modifiers: [], kind: .set, parameter: nil, effects: .none,
                                  body: block([assign(storageRead, identifier("newValue"))]))
        let property = Decl(id: decl.id, range: decl.range, docComment: decl.docComment, attributes: decl.attributes,
                            modifiers: kept, kind: .variable(VariableDecl(introducer: .var, bindings: [
                                PatternBinding(id: id, range: range, pattern: binding.pattern, type: type, initializer: nil,
                                               accessors: .accessors([getter, setter], range)),
                            ])))
        return [storageDecl, property]
    }

    /// The type of a lazy property's value when its syntax says it (the getter needs a written
    /// type): a literal's (`"x"`, `1`, `2.5`, `true`, an array of one kind of literal) or an
    /// initialiser call's (`DateFormatter()`, `Cache<Int>(…)`); nil for anything else.
    static func writtenType(of value: Expr) -> TypeExpr? {
        func named(_ text: String, _ arguments: [TypeExpr] = []) -> TypeExpr {
            TypeExpr(id: value.id, range: value.range, kind: .named([TypeComponent(name: Identifier(text, range: value.range),
                                                                                   genericArguments: arguments)]))
        }
        switch value.kind {
        case .stringLiteral: return named("String")
        case .integerLiteral: return named("Int")
        case .floatLiteral: return named("Double")
        case .booleanLiteral: return named("Bool")
        case .array(let elements):
            guard let first = elements.first, let element = writtenType(of: first), case .named(let kind) = element.kind,
                  elements.allSatisfy({ other in
                      if case .named(let otherKind)? = writtenType(of: other)?.kind { return otherKind.first?.name.name == kind.first?.name.name }
                      return false
                  }) else { return nil }
            return TypeExpr(id: value.id, range: value.range, kind: .array(element))
        case .call(let call):
            guard case .identifier(let callee, let arguments) = call.callee.kind,
                  callee.name.first?.isUppercase == true else { return nil }
            return named(callee.name, arguments)
        default: return nil
        }
    }
}

/// Reading a property whose getter is `mutating` (a lazy property's): the read goes through the
/// base's place, which the getter writes back, as a mutating method's call does.
extension Checker {
    /// The place of `base` when `name` is a mutating getter of its type (nil otherwise, or when
    /// the base is immutable, with the reason left in `immutableBase`).
    func mutatingGetterBase(_ base: Expr, name: String, of type: SwiftType) -> Place? {
        guard let decl = type.nominalDecl, decl.kind != .class, let (_, table) = lookupMembers(name, in: decl),
              table.computed[name]?.getter.isMutating == true else { return nil }
        immutableBase = nil
        return mutableBasePlace(base)
    }

    /// `base.name` through the mutating getter `getter`.
    func mutatingGetterRead(_ base: Typed, getter: FunctionSymbol, type: SwiftType, basePlace: Place?, name: Identifier,
                            range: SourceRange) -> Typed {
        guard let basePlace else {
            let reason = immutableBase.map { ": " + $0 } ?? " of type '\(base.type)'"
            error("cannot use mutating getter on immutable value" + reason, name.range)
            return Typed(base.node, .error)
        }
        return Typed(DirectCall(code: getter.code, capturedHops: nil, receiver: base.node, arguments: [], mutatedSelf: basePlace,
                                line: range.line), type)
    }
}
