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
/// It is syntax to syntax, so diagnostics in `value` point at what the user wrote. Without a
/// written `T`, the property's, the storage's and the setter's types are left as errors for the
/// checker to infer from `value` (Checker+LazyInference.swift) and the getter's local takes the
/// value's type.
enum LazyPropertyRewrite {
    /// The storage's name for a lazy property `name`, as swiftc names it.
    static func storageName(_ name: String) -> String { "$__lazy_storage_$_" + name }

    /// A `lazy var` instance property with one name and a value: its binding, name and value.
    static func lazyBinding(_ decl: Decl) -> (binding: PatternBinding, name: Identifier, value: Expr)? {
        guard decl.has(.lazy), !decl.has(.static), case .variable(let variable) = decl.kind, variable.introducer == .var,
              variable.bindings.count == 1, let binding = variable.bindings.first, binding.accessors == nil,
              case .identifier(let name) = binding.pattern.kind, let value = binding.initializer else { return nil }
        return (binding, name, value)
    }

    /// The lazy properties among a type's members written without a type, which the checker
    /// infers from the value once the type's members are declared.
    static func inferred(_ members: [Decl]) -> [(name: String, value: Expr)] {
        members.compactMap { member in
            guard let (binding, name, value) = lazyBinding(member), binding.type == nil else { return nil }
            return (name.name, value)
        }
    }

    /// `decl` expanded when it is a `lazy var` instance property with one name and a value.
    static func expand(_ decl: Decl) -> [Decl]? {
        guard let (binding, name, value) = lazyBinding(decl) else { return nil }
        let written = binding.type
        let type = written ?? TypeExpr(id: binding.id, range: value.range, kind: .error)
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
                                                                               type: written, initializer: value, accessors: nil),
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
}

/// Reading a property whose getter is `mutating` (a lazy property's): the read goes through the
/// base's place, which the getter writes back, as a mutating method's call does.
extension Checker {
    /// The place of `base` when `name` is a mutating getter of its type (nil otherwise, or when
    /// the base is immutable, with the reason left in `immutableBase`).
    func mutatingGetterBase(_ base: Expr, name: String, of type: SwiftType) -> Place? {
        // A protocol extension's property counts too, on a generic parameter through its
        // constraints; of several, any one's getter may be chosen.
        let table: TypeMembers?
        if case .generic(let parameter) = type {
            table = parameter.constraints.lazy.compactMap { self.protocolMember(name, of: $0)?.1 }.first
        } else {
            guard let decl = type.nominalDecl, decl.kind != .class else { return nil }
            table = (lookupMembers(name, in: decl) ?? protocolMember(name, of: decl))?.1
        }
        guard let table, table.computed.all(name).contains(where: \.getter.isMutating) else { return nil }
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
