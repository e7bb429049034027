/// A property read on a value whose type is a protocol or generic parameter: the value's dynamic
/// type decides whether it is a stored field or a computed property.
final class DynamicGet: Expression {
    let base: Expression
    let name: String

    init(_ base: Expression, name: String, line: Int) {
        self.base = base
        self.name = name
        super.init(line: line)
    }

    override func evaluate(_ frame: Frame, _ interpreter: Interpreter) throws -> Value {
        let value = try base.evaluate(frame, interpreter)
        if let getter = LibraryWitness.optionalMember("get:" + name, of: value, interpreter.environment) {
            return try interpreter.withWitnesses(LibraryWitness.optionalWitnesses(of: getter, receiver: value)) {
                try interpreter.invoke(getter.code, captured: nil, arguments: [], selfValue: value.unboxed, line: line).0
            }
        }
        return try Self.read(name, of: value.unboxed, interpreter, line: line, receiver: value)
    }

    /// The property `name` of `value`, looked up on its dynamic type: a stored field, a computed
    /// property, or a protocol extension's default (run with `Self.Element` bound to the element
    /// of `receiver`'s dynamic type when it is a boxed collection, SequenceSelfWitness).
    static func read(_ name: String, of value: Value, _ interpreter: Interpreter, line: Int, receiver: Value? = nil) throws -> Value {
        guard let decl = value.nominalDecl else {
            if let getter = LibraryWitness.programMember("get:" + name, of: value, interpreter.environment) {
                return try SequenceSelfWitness.binding(getter.code, receiver: receiver ?? value, interpreter) {
                    try interpreter.invoke(getter.code, captured: nil, arguments: [], selfValue: value, line: line).0
                }
            }
            if let property = LibraryWitness.property(name, of: value) { return property }
            throw RuntimeError("value has no member '\(name)'", line: line)
        }
        // An enum's raw value, read through a `RawRepresentable` generic parameter.
        if name == "rawValue", case .enumValue(let owner, let index, _) = value, index < owner.cases.count,
           let raw = owner.cases[index].rawValue {
            return raw.value
        }
        let environment = interpreter.environment
        var current: NominalDecl? = decl
        var hops = 0
        while let type = current, hops < 100 {
            let table = environment.members[ObjectIdentifier(type)]
            if let index = table?.fields[name] {
                switch value {
                case .structValue(_, let fields) where index < fields.count: return fields[index]
                case .object(let instance) where index < instance.fields.count: return instance.fields[index]
                default: break
                }
            }
            if let getter = table?.getterByName[name] {
                return try interpreter.invoke(getter.code, captured: nil, arguments: [], selfValue: value, line: line).0
            }
            current = type.superclass
            hops += 1
        }
        if let getter = environment.protocolDefault("get:" + name, for: decl) {
            return try SequenceSelfWitness.binding(getter.code, receiver: receiver ?? value, interpreter) {
                try interpreter.invoke(getter.code, captured: nil, arguments: [], selfValue: value, line: line).0
            }
        }
        throw RuntimeError("value of type '\(decl.name)' has no member '\(name)'", line: line)
    }
}

/// A method call looked up on the receiver's dynamic type: class overrides, protocol requirements,
/// generic parameters' methods.
final class DynamicCall: Expression {
    let receiver: Expression
    let selector: String
    let arguments: [Expression]
    /// For a mutating requirement: where `self` is written back.
    let mutatedSelf: Place?
    /// The `inout` arguments by index, written back after the call (`scanner.scan(&value)`).
    let inoutPlaces: [(Int, Place)]
    /// Whether an `inout` place or the mutated `self` has an index or key: resolved once, in its
    /// turn (`InoutAccesses.evaluate`), as the call reads it before and accesses it after.
    let resolvesPlaces: Bool

    init(receiver: Expression, selector: String, arguments: [Expression], inoutPlaces: [(Int, Place)] = [],
         mutatedSelf: Place? = nil, line: Int) {
        self.receiver = receiver
        self.selector = selector
        self.arguments = arguments
        self.inoutPlaces = inoutPlaces
        self.mutatedSelf = mutatedSelf
        resolvesPlaces = inoutPlaces.contains { $0.1.hasOperands } || mutatedSelf?.hasOperands == true
        super.init(line: line)
    }

    override func evaluate(_ frame: Frame, _ interpreter: Interpreter) throws -> Value {
        let mutatedSelf = resolvesPlaces ? try self.mutatedSelf?.resolved(frame, interpreter) : self.mutatedSelf
        let original = try mutatedSelf?.get(frame, interpreter) ?? receiver.evaluate(frame, interpreter)
        let value = original.unboxed
        var values: [Value] = []
        var inoutPlaces = inoutPlaces
        if resolvesPlaces {
            (values, _, inoutPlaces) = try InoutAccesses.evaluate(arguments, moved: [], copied: inoutPlaces, frame, interpreter)
        } else {
            for argument in arguments { values.append(try argument.evaluate(frame, interpreter)) }
        }
        if case .metatype(let type) = value {
            let name = String(selector.prefix { $0 != "(" })
            // A static method with `inout` parameters writes them back, as a direct call does.
            guard !inoutPlaces.isEmpty, name != "init", let decl = type.nominalDecl else {
                return try StaticWitness.call(name, selector: selector, of: type, arguments: values, interpreter, line: line)
            }
            var result = Value.void, firstArgument = 0
            _ = try runInAccesses(inoutPlaces[...], frame, interpreter, firstArgument: { firstArgument }) {
                let called = try StaticWitness.callMethod(name, selector: selector, of: decl, arguments: values, interpreter, line: line)
                (result, firstArgument) = (called.result, called.firstArgument)
                return called.frame
            }
            return result
        }
        let found = LibraryWitness.optionalMember(selector, of: original, interpreter.environment)
            ?? value.nominalDecl.map { interpreter.environment.dispatch(selector, on: $0) }
            ?? LibraryWitness.programMember(selector, of: value, interpreter.environment)
        guard let method = found else {
            guard value.nominalDecl == nil, let (result, updated) = try LibraryWitness.call(selector, on: value, arguments: values, line: line) else {
                throw RuntimeError("value has no method '\(selector)'", line: line)
            }
            if let mutatedSelf, var updated {
                if case .boxed(_, let type) = original { updated = .boxed(updated, type) }
                try mutatedSelf.set(updated, frame, interpreter)
            }
            return result
        }
        var result = Value.void
        try interpreter.withWitnesses(LibraryWitness.optionalWitnesses(of: method, receiver: original)) {
            try runInReceiverAccess(mutatedSelf, original, frame, interpreter) {
                try runInAccesses(inoutPlaces[...], frame, interpreter) {
                    // Only a library-collection-bounded extension's code needs its receiver's element bound.
                    let (returned, callee) = method.code.selfElement == nil
                        ? try interpreter.invoke(method.code, captured: nil, arguments: values, selfValue: value, line: line)
                        : try SequenceSelfWitness.binding(method.code, receiver: original, interpreter) {
                            try interpreter.invoke(method.code, captured: nil, arguments: values, selfValue: value, line: line)
                        }
                    result = returned
                    return callee
                }
            }
        }
        return result
    }

    /// Runs the method (`run`, which gives its frame) inside the `inout` access of a mutating
    /// method's receiver, which ends with the `self` the method leaves (boxed again as
    /// `original` was); without one, just runs it.
    private func runInReceiverAccess(_ mutatedSelf: Place?, _ original: Value, _ frame: Frame, _ interpreter: Interpreter,
                                     _ run: () throws -> Frame) throws {
        guard let mutatedSelf else {
            _ = try run()
            return
        }
        try mutatedSelf.access(frame, interpreter) { receiver in
            let callee = try run()
            guard callee.holds(0) else { return }
            var updated = try callee.take(0, line: line)
            if case .boxed(_, let type) = original { updated = .boxed(updated, type) }
            receiver = updated
        }
    }

    /// Runs the method inside the `inout` accesses of `places`, as swiftc's program holds them
    /// while it runs: code reaching one of those variables meanwhile meets the exclusivity trap
    /// (`Place.access`). Each access ends with the value the method left in its parameter. (The
    /// arguments were copied in before: the method is found by the receiver's dynamic type, and
    /// `Interpreter.invoke` builds its frame.)
    /// `firstArgument`: the callee frame's slot of its first argument, known once it ran (after
    /// `self`, which a static method's frame may not hold).
    private func runInAccesses(_ places: ArraySlice<(Int, Place)>, _ frame: Frame, _ interpreter: Interpreter,
                               firstArgument: () -> Int = { 1 }, _ run: () throws -> Frame) throws -> Frame {
        guard let (index, place) = places.first else { return try run() }
        var finished: Frame?
        try place.access(frame, interpreter) { value in
            let callee = try runInAccesses(places.dropFirst(), frame, interpreter, firstArgument: firstArgument, run)
            finished = callee
            let slot = index + firstArgument()
            if callee.holds(slot) { value = try callee.take(slot, line: line) }
        }
        guard let finished else { throw RuntimeError("the call ended outside its access", line: line) }
        return finished
    }
}

/// A computed property with a setter, as an assignable place.
final class ComputedPlace: Place {
    let base: Place
    let getter: FunctionCode
    let setter: FunctionCode
    /// For a class's property: its name, whose accessors are looked up from the instance's own
    /// class (a subclass's overriding setter runs through a superclass reference, as in Swift).
    let dynamicName: String?

    init(base: Place, getter: FunctionCode, setter: FunctionCode, dynamicName: String? = nil, line: Int) {
        self.base = base
        self.getter = getter
        self.setter = setter
        self.dynamicName = dynamicName
        super.init(line: line)
    }

    override var hasOperands: Bool { base.hasOperands }

    override func resolved(_ frame: Frame, _ interpreter: Interpreter) throws -> Place {
        guard base.hasOperands else { return self }
        return ComputedPlace(base: try base.resolved(frame, interpreter), getter: getter, setter: setter,
                             dynamicName: dynamicName, line: line)
    }

    /// Reading runs the getter alone (not the setter after it, which a read through `modify`
    /// would: `a.wrappedValue.wrappedValue = v` sets the outer value once, as Swift does).
    override func get(_ frame: Frame, _ interpreter: Interpreter) throws -> Value {
        let receiver = try base.get(frame, interpreter)
        let (getter, _) = accessors(of: receiver, interpreter)
        return try interpreter.invoke(getter, captured: nil, arguments: [], selfValue: receiver, line: line).0
    }

    /// Assigning runs the setter alone, as Swift does (a lazy property's value is not computed
    /// just to be replaced).
    override func set(_ value: consuming Value, _ frame: Frame, _ interpreter: Interpreter) throws {
        let newValue = consume value
        let receiver = try base.get(frame, interpreter)
        let (_, setter) = accessors(of: receiver, interpreter)
        let (_, callee) = try interpreter.invoke(setter, captured: nil, arguments: [newValue], selfValue: receiver, line: line)
        if callee.holds(0) { try base.set(try callee.take(0, line: line), frame, interpreter) }
    }

    override func modify(_ frame: Frame, _ interpreter: Interpreter, _ body: (inout Value) throws -> Void) throws {
        var receiver = try base.get(frame, interpreter)
        let (getter, setter) = accessors(of: receiver, interpreter)
        let (read, getterFrame) = try interpreter.invoke(getter, captured: nil, arguments: [], selfValue: receiver, line: line)
        var value = read
        // A `mutating get` (a wrapper counting its reads) changed `self`: the setter runs on what it left.
        if getterFrame.holds(0) { receiver = try getterFrame.take(0, line: line) }
        try body(&value)
        let (_, callee) = try interpreter.invoke(setter, captured: nil, arguments: [value], selfValue: receiver, line: line)
        if callee.holds(0) { try base.set(try callee.take(0, line: line), frame, interpreter) }
    }

    /// The getter and setter of the receiver's most derived class declaring them (the static
    /// ones for a value type).
    private func accessors(of receiver: Value, _ interpreter: Interpreter) -> (getter: FunctionCode, setter: FunctionCode) {
        guard let dynamicName, case .object(let instance) = receiver.unboxed else { return (getter, setter) }
        var found: (getter: FunctionCode?, setter: FunctionCode?) = (nil, nil)
        var current: NominalDecl? = instance.decl
        var hops = 0
        while let decl = current, found.getter == nil || found.setter == nil, hops < 100 {
            let table = interpreter.environment.members[ObjectIdentifier(decl)]
            if found.getter == nil { found.getter = table?.getterByName[dynamicName]?.code }
            if found.setter == nil, let code = table?.computed[dynamicName]?.setter?.code, !code.isRequirement {
                found.setter = code
            }
            current = decl.superclass
            hops += 1
        }
        return (found.getter ?? getter, found.setter ?? setter)
    }
}

/// A static computed property with a setter (`Session.memoryLimit = …`), as an assignable place.
final class StaticComputedPlace: Place {
    let getter: FunctionCode
    let setter: FunctionCode
    /// For a computed variable local to a function: how far out its accessors' declaring frame is.
    let capturedHops: Int?

    init(getter: FunctionCode, setter: FunctionCode, capturedHops: Int? = nil, line: Int) {
        self.getter = getter
        self.setter = setter
        self.capturedHops = capturedHops
        super.init(line: line)
    }

    /// Reading runs the getter alone.
    override func get(_ frame: Frame, _ interpreter: Interpreter) throws -> Value {
        try interpreter.invoke(getter, captured: capturedHops.map { frame.ancestor($0) }, arguments: [], selfValue: nil, line: line).0
    }

    /// Assigning runs the setter alone, as Swift does.
    override func set(_ value: consuming Value, _ frame: Frame, _ interpreter: Interpreter) throws {
        let newValue = consume value
        let captured = capturedHops.map { frame.ancestor($0) }
        _ = try interpreter.invoke(setter, captured: captured, arguments: [newValue], selfValue: nil, line: line)
    }

    override func modify(_ frame: Frame, _ interpreter: Interpreter, _ body: (inout Value) throws -> Void) throws {
        let captured = capturedHops.map { frame.ancestor($0) }
        var value = try interpreter.invoke(getter, captured: captured, arguments: [], selfValue: nil, line: line).0
        try body(&value)
        _ = try interpreter.invoke(setter, captured: captured, arguments: [value], selfValue: nil, line: line)
    }
}

extension Value {
    /// The struct, enum or class declaration of a value, if it has one.
    var nominalDecl: NominalDecl? {
        switch self {
        case .structValue(let decl, _), .enumValue(let decl, _, _): return decl
        case .object(let instance): return instance.decl
        case .boxed(let inner, _): return inner.nominalDecl
        default: return nil
        }
    }
}

/// A declared subscript with a setter, as an assignable place: the arguments are evaluated once,
/// the getter reads, the setter writes back (through `base` when it mutates a value). A generic
/// subscript's accessors run with its parameters' witnesses recorded (`bindings`, as a
/// `WitnessedCall` records a call's), so `K.defaultValue` in
/// `subscript<K: EnvironmentKey>(key: K.Type) -> K.Value` reads the key's in `values[Key.self] += 1`.
final class SubscriptPlace: Place {
    let base: Place
    let getter: FunctionCode
    let setter: FunctionCode
    let arguments: [Expression]
    let bindings: [(TypeParameter, SwiftType)]
    /// Whether some bound type names a generic parameter of the code around, resolved at each use.
    let needsResolving: Bool

    init(base: Place, getter: FunctionCode, setter: FunctionCode, arguments: [Expression],
         bindings: [(TypeParameter, SwiftType)] = [], needsResolving: Bool = false, line: Int) {
        self.base = base
        self.getter = getter
        self.setter = setter
        self.arguments = arguments
        self.bindings = bindings
        self.needsResolving = needsResolving
        super.init(line: line)
    }

    override var hasOperands: Bool { true }

    override func resolved(_ frame: Frame, _ interpreter: Interpreter) throws -> Place {
        let base = try self.base.resolved(frame, interpreter)
        let arguments = try self.arguments.map { Constant(try $0.evaluate(frame, interpreter), line: line) }
        return SubscriptPlace(base: base, getter: getter, setter: setter, arguments: arguments,
                              bindings: bindings, needsResolving: needsResolving, line: line)
    }

    /// Runs `body` with the subscript's generic parameters' witnesses recorded.
    private func witnessed<T>(_ interpreter: Interpreter, _ body: () throws -> T) rethrows -> T {
        try interpreter.withBindings(bindings, resolving: needsResolving, body)
    }

    /// Assigning runs the setter alone, as swiftc does.
    override func set(_ value: consuming Value, _ frame: Frame, _ interpreter: Interpreter) throws {
        try witnessed(interpreter) { try assign(value, frame, interpreter) }
    }

    private func assign(_ value: Value, _ frame: Frame, _ interpreter: Interpreter) throws {
        var values: [Value] = []
        for argument in arguments { values.append(try argument.evaluate(frame, interpreter)) }
        values.append(value)
        let receiver = try base.get(frame, interpreter)
        let (_, callee) = try interpreter.invoke(setter, captured: nil, arguments: values, selfValue: receiver, line: line)
        if callee.holds(0) { try base.set(try callee.take(0, line: line), frame, interpreter) }
    }

    override func modify(_ frame: Frame, _ interpreter: Interpreter, _ body: (inout Value) throws -> Void) throws {
        var values: [Value] = []
        for argument in arguments { values.append(try argument.evaluate(frame, interpreter)) }
        let receiver = try base.get(frame, interpreter)
        var value = try witnessed(interpreter) { try interpreter.invoke(getter, captured: nil, arguments: values, selfValue: receiver, line: line).0 }
        try body(&value)
        let (_, callee) = try witnessed(interpreter) {
            try interpreter.invoke(setter, captured: nil, arguments: values + [value], selfValue: receiver, line: line)
        }
        if callee.holds(0) { try base.set(try callee.take(0, line: line), frame, interpreter) }
    }
}
