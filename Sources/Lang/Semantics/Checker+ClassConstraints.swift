/// A class as a generic parameter's constraint (`func f<T: Node>(_ x: T)`), as Swift allows:
/// `T` stands for the class or a subclass, so a value of `T` has the class's members (found on
/// its dynamic type, as a class's overrides are), converts to the class and assigns through its
/// properties even when bound by `let` (it is a reference); `T()` runs the initialiser of the
/// type `T` stands for at run time (Checker+GenericStatics.swift, Runtime/StaticWitness.swift).
extension Checker {
    /// `base` seen as its class bound, where its type is a class-constrained generic parameter
    /// and the class (or a protocol it conforms to) has a member `name`; nil otherwise, so a
    /// protocol constraint's member or a builtin one (`description`) is found as before.
    func classBoundBase(_ base: Typed, member name: String) -> Typed? {
        guard let bound = base.type.classBoundType, let decl = bound.nominalDecl,
              lookupMembers(name, in: decl) != nil || protocolMember(name, of: decl) != nil else { return nil }
        return Typed(base.node, bound)
    }

    /// `kind.init(arguments)` on a metatype value of a class (`let kind: Node.Type = Leaf.self`):
    /// the initialiser of the class the value names at run time; nil for other metatypes. Unless
    /// the class is final or the value is written `Leaf.self` (`namesTypeExactly`), it must be a
    /// `required` one (reported at `initRange`, as swiftc does).
    func classMetatypeInit(_ metatype: Typed, arguments: [Argument], expected: SwiftType?, range: SourceRange,
                           namesTypeExactly: Bool = false, initRange: SourceRange? = nil, spokenName: String? = nil) -> Typed? {
        guard case .metatype(let instance) = metatype.type, let decl = instance.nominalDecl, decl.kind == .class else {
            return nil
        }
        var initializers: [FunctionSymbol] = []
        var current: NominalDecl? = decl
        var hops = 0
        while let type = current, initializers.isEmpty, hops < 100 {
            initializers = environment.members(of: type).initializers
            current = type.superclass
            hops += 1
        }
        let specialised = initializers.map { initializer in
            var function = initializer.type
            function.result = initializer.type.result.optionalWrapped == nil ? instance : .optional(instance)
            let copy = FunctionSymbol(name: "init", labels: initializer.labels, type: function, code: initializer.code,
                                      context: initializer.context, isStatic: true, dispatchesDynamically: true,
                                      defaults: initializer.defaults)
            copy.isRequired = initializer.isRequired
            copy.isFailable = initializer.isFailable
            return copy
        }
        // A metatype value may name a subclass, which has only the `required` initialisers.
        let needsRequired = !decl.isFinal && !namesTypeExactly
        if specialised.isEmpty, arguments.isEmpty {
            if needsRequired {
                requiredInitializerError(spokenName ?? decl.name, range: initRange ?? range)
                return Typed(Constant(.void, line: range.line), .error)
            }
            return Typed(BuiltinCall(arguments: [metatype.node], line: range.line) { values, interpreter, line in
                guard case .metatype(let type) = values[0].unboxed else { throw RuntimeError("not a type", line: line) }
                return try StaticWitness.call("init", selector: "init()", of: type, arguments: [], interpreter, line: line)
            }, instance)
        }
        guard let initializer = chooseOverload(specialised, arguments: arguments, range: range) else {
            lowerAll(arguments)
            return Typed(Constant(.void, line: range.line), .error)
        }
        if needsRequired, !initializer.isRequired {
            requiredInitializerError(spokenName ?? decl.name, range: initRange ?? range)
            lowerAll(arguments)
            return Typed(Constant(.void, line: range.line), .error)
        }
        return callSymbol(initializer, arguments: arguments, expected: expected, range: range, receiver: metatype.node,
                          dynamicReceiver: true)
    }
}

/// How swiftc words a constraint a type fails: `inherit from 'Node'` for a class, `be a class
/// type` for `AnyObject`, else `conform to 'P'`.
func requirementWording(_ constraint: NominalDecl) -> String {
    if constraint.isBuiltin, constraint.name == "AnyObject" { return "be a class type" }
    return constraint.kind == .class ? "inherit from '\(constraint.name)'" : "conform to '\(constraint.name)'"
}

extension TypeParameter {
    /// The class this parameter is constrained to (`<T: Node>`), or nil.
    var classBound: NominalDecl? { constraints.first { $0.kind == .class } }
}

extension SwiftType {
    /// For a generic parameter constrained to a class, or a composition naming one (`Base &
    /// Named`): the class's type, as which its values are used; nil for every other type.
    var classBoundType: SwiftType? {
        switch self {
        case .generic(let parameter): return parameter.classBound.map { .nominal($0, []) }
        case .existential(let constraints): return constraints.first { $0.kind == .class }.map { .nominal($0, []) }
        default: return nil
        }
    }

    /// Whether this is `AnyObject` alone (no other protocol composed with it).
    var isBareAnyObject: Bool {
        if case .existential(let protocols) = self, protocols.count == 1, protocols[0].isAnyObject { return true }
        return false
    }

    /// Whether a value of this type is a class reference: a class instance, a value of a
    /// parameter constrained to a class, or an existential of a class-bound protocol.
    var isClassReference: Bool {
        if case .existential(let protocols) = self { return protocols.contains { $0.isClassBound || $0.kind == .class } }
        return (nominalDecl ?? classBoundType?.nominalDecl)?.kind == .class
    }
}

extension NominalDecl {
    /// Whether only classes may conform to this protocol: it inherits `AnyObject`, a class, or
    /// a protocol that does (`protocol Delegate: AnyObject`).
    var isClassBound: Bool { classBound(hops: 0) }

    /// Whether this is the standard library's `AnyObject`.
    var isAnyObject: Bool { isBuiltin && name == "AnyObject" }

    private func classBound(hops: Int) -> Bool {
        guard kind == .protocol, hops < 50 else { return false }
        return conformances.contains { $0.isAnyObject || $0.kind == .class || $0.classBound(hops: hops + 1) }
    }
}
