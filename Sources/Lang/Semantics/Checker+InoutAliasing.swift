/// The overlapping `inout` accesses swiftc rejects before anything runs (its static
/// exclusivity diagnostics): one variable passed `&` twice to a call, two elements of one array
/// variable, or a mutating method given `&` a part of its own receiver. The accesses swiftc
/// only catches while the program runs (a global read inside the callee) are the runtime's
/// trap (`Frame.exclusivityConflict`).
extension Checker {
    /// Reports overlapping `inout` arguments of one call: `arguments` are the `&` expressions
    /// with their places, in argument order; `mutatedSelf` is a mutating method's receiver.
    /// `swapping`: the call is the standard library's `swap`, whose two elements of one array
    /// swiftc words with the advice to call `swapAt`.
    func rejectOverlappingInoutAccesses(_ arguments: [(Expr, Place)], mutatedSelf: Place?, range: SourceRange,
                                        swapping: Bool = false) {
        for (position, (later, laterPlace)) in arguments.enumerated() {
            guard let laterRoot = Self.rootVariable(of: laterPlace) else { continue }
            for (earlier, earlierPlace) in arguments.prefix(position) where Self.rootVariable(of: earlierPlace) == laterRoot {
                if let name = Self.variableName(of: earlier), earlierPlace is VariablePlace, laterPlace is VariablePlace {
                    error("inout arguments are not allowed to alias each other", later.range)
                    error(Self.overlapping(name), earlier.range)
                    return
                }
                // Two elements of one array: the subscript's access is to the whole array.
                if let name = Self.arrayName(of: earlier), earlierPlace is ArrayElementPlace,
                   laterPlace is ArrayElementPlace, Self.arrayName(of: later) == name {
                    error(swapping ? Self.overlapping(name, advice: "consider calling MutableCollection.swapAt(_:_:)")
                                   : Self.overlapping(name), earlier.range)
                    return
                }
                // Two entries of one dictionary, likewise (no `swapAt` advice: not a MutableCollection).
                if let name = Self.arrayName(of: earlier), earlierPlace is DictionaryEntryPlace,
                   laterPlace is DictionaryEntryPlace, Self.arrayName(of: later) == name {
                    error(Self.overlapping(name), earlier.range)
                    return
                }
                // The whole variable and a part of it (`&p, &p.b`), or one property twice (`&p.a, &p.a`).
                // (A class instance's property is a separate access, checked while the program runs.)
                // One property of a class instance twice through a local (`&box.n, &box.n`); through
                // a global, swiftc's program traps instead (`Instance.accessField`).
                if let first = earlierPlace as? FieldPlace, let second = laterPlace as? FieldPlace, first.index == second.index,
                   first.ofInstance == true, case .local? = first.variable, Self.propertyPath(of: earlier) == Self.propertyPath(of: later),
                   case .member(_, let property, _) = Self.unwrapped(earlier).kind {
                    error(Self.overlapping(property.name), earlier.range)
                    return
                }
                guard !rootIsClassInstance(earlier) else { continue }
                if let name = Self.rootName(of: earlier), earlierPlace is VariablePlace || laterPlace is VariablePlace {
                    error(Self.overlapping(name), earlier.range)
                    return
                }
                if let first = earlierPlace as? FieldPlace, let second = laterPlace as? FieldPlace, first.index == second.index,
                   first.variable != nil, second.variable != nil, let name = Self.propertyPath(of: earlier) {
                    error(Self.overlapping(name), earlier.range)
                    return
                }
            }
        }
        // `c.add(&c.n)`: the method's access to `c` overlaps the argument's.
        guard let mutatedSelf, let selfRoot = Self.rootVariable(of: mutatedSelf), mutatedSelf is VariablePlace else { return }
        for (argument, place) in arguments where Self.rootVariable(of: place) == selfRoot {
            guard let name = Self.rootName(of: argument) else { continue }
            error(Self.overlapping(name), range)
            return
        }
    }

    static func overlapping(_ name: String, advice: String = "consider copying to a local variable") -> String {
        "overlapping accesses to '\(name)', but modification requires exclusive access; " + advice
    }

    /// The variable a place of plain storage is part of: through stored properties of structs
    /// and array elements or dictionary entries, nil for anything else (a class's property is
    /// checked at run time).
    static func rootVariable(of place: Place) -> StorageLocation? {
        if let variable = place as? VariablePlace { return variable.location }
        if let element = place as? ArrayElementPlace { return rootVariable(of: element.base) }
        if let entry = place as? DictionaryEntryPlace { return rootVariable(of: entry.base) }
        if let field = place as? FieldPlace, field.variable != nil { return rootVariable(of: field.base) }
        return nil
    }

    /// `x` for `&x` (inside parentheses too).
    private static func variableName(of argument: Expr) -> String? {
        switch unwrapped(argument).kind {
        case .identifier(let name, _): return name.name
        default: return nil
        }
    }

    /// `xs` for `&xs[i]` (`d` for `&d[k]`).
    private static func arrayName(of argument: Expr) -> String? {
        guard case .subscript(let access) = unwrapped(argument).kind else { return nil }
        return variableName(of: access.base)
    }

    /// Whether the variable at the root of `&p.a` holds a class instance.
    private func rootIsClassInstance(_ argument: Expr) -> Bool {
        var root = Self.unwrapped(argument)
        while true {
            switch root.kind {
            case .member(let base, _, _): root = base
            case .subscript(let access): root = access.base
            default: return Checker(probing: self).expression(root, expected: nil).type.nominalDecl?.kind == .class
            }
        }
    }

    /// `p.a` for `&p.a`.
    private static func propertyPath(of argument: Expr) -> String? {
        guard case .member(let base, let name, _) = unwrapped(argument).kind, let root = variableName(of: base) else { return nil }
        return root + "." + name.name
    }

    /// The variable at the root of `&c.n`, `&xs[i].n`.
    static func rootName(of argument: Expr) -> String? {
        switch unwrapped(argument).kind {
        case .identifier(let name, _): return name.name
        case .member(let base, _, _): return rootName(of: base)
        case .subscript(let access): return rootName(of: access.base)
        default: return nil
        }
    }

    /// The expression inside `&` and parentheses.
    private static func unwrapped(_ expression: Expr) -> Expr {
        switch expression.kind {
        case .inOut(let inner), .paren(let inner): return unwrapped(inner)
        default: return expression
        }
    }
}
