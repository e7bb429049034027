extension Checker {
    /// `kind.name` on a class metatype value (`type(of: shape).label`): the static or class
    /// property of the class the value holds at run time, found along its superclasses, so a
    /// subclass's `override class var` answers for it. Nil for other bases and other names.
    func classMetatypeStatic(_ metatype: Typed, name: String, line: Int) -> Typed? {
        guard case .metatype(let instance) = metatype.type, let decl = instance.nominalDecl, decl.kind == .class else {
            return nil
        }
        var current: NominalDecl? = decl
        var hops = 0
        while let type = current, hops < 100 {
            let table = environment.members(of: type)
            if let found = table.staticComputed[name]?.type ?? table.staticVariables[name]?.type {
                return Typed(BuiltinCall(arguments: [metatype.node], line: line) { values, interpreter, line in
                    guard case .metatype(let concrete) = values[0].unboxed else { throw RuntimeError("not a type", line: line) }
                    return try StaticWitness.value(name, of: concrete, interpreter, line: line)
                }, found)
            }
            current = type.superclass
            hops += 1
        }
        return nil
    }
}

extension Checker {
    /// `kind.name(arguments)` on a class metatype value (`type(of: shape).kind()`): the class
    /// method of the class the value holds at run time, found along its superclasses (a
    /// subclass's override answers). A method declared to return `Self` runs with the class the
    /// value holds as its `Self` and is typed as the metatype's class (`kind.make()` of `kind:
    /// Base.Type` is a `Base`, a `Sub` at run time). Nil for other bases and other names.
    func classMetatypeCall(_ metatype: Typed, name: Identifier, arguments: [Argument], expected: SwiftType?,
                           range: SourceRange) -> Typed? {
        guard case .metatype(let instance) = metatype.type, let decl = instance.nominalDecl, decl.kind == .class else {
            return nil
        }
        var current: NominalDecl? = decl
        var hops = 0
        while let type = current, hops < 100 {
            if let methods = environment.members(of: type).staticMethods[name.name], !methods.isEmpty {
                guard type.genericParameters.isEmpty else { return nil }
                guard let method = chooseOverload(methods, arguments: arguments, range: range) else {
                    lowerAll(arguments)
                    return Typed(Constant(.void, line: range.line), .error)
                }
                guard method.returnsSelf else {
                    return callSymbol(method, arguments: arguments, expected: expected, range: range, receiver: metatype.node,
                                      dynamicReceiver: true)
                }
                return selfReturningMetatypeCall(method, of: type, on: metatype, arguments: arguments, expected: expected, range: range)
            }
            current = type.superclass
            hops += 1
        }
        return nil
    }
}

extension Checker {
    /// A class method declared `-> Self` called on a metatype value: the value, read once, is
    /// both the receiver and the class its body's `Self` names (`DynamicSelfCall`).
    fileprivate func selfReturningMetatypeCall(_ method: FunctionSymbol, of owner: NominalDecl, on metatype: Typed,
                                               arguments: [Argument], expected: SwiftType?, range: SourceRange) -> Typed {
        guard case .metatype(let instance) = metatype.type else { return Typed(Constant(.void, line: range.line), .error) }
        let held = HeldValue(line: range.line)
        let call = callSymbol(method, arguments: arguments, expected: expected, range: range, receiver: held, dynamicReceiver: true)
        if case .error = call.type { return call }
        let declared = SwiftType.nominal(owner, [])
        let result = call.type == declared ? instance : call.type == .optional(declared) ? .optional(instance) : call.type
        let named = DynamicSelfCall(call.node, type: instance, source: held, line: range.line)
        let source = metatype.node
        return Typed(Lazy(line: range.line) { frame, interpreter in
            try held.holding(try source.evaluate(frame, interpreter), named, frame, interpreter)
        }, result)
    }
}
