/// Static members looked up on a type known only at run time: a generic parameter's witness
/// (`T.make(3)`, `T.defaultValue`, `T.zero`) or a metatype value (`let kind: any P.Type = …;
/// kind.make(3)`). The type's own statics come first, then its superclasses', then the defaults
/// its protocols' extensions give, as swiftc's witness tables resolve them.
enum StaticWitness {
    /// The value of the static property (or payload-free enum case) `name` of `type`.
    static func value(_ name: String, of type: SwiftType?, _ interpreter: Interpreter, line: Int) throws -> Value {
        guard let type else { throw unknown(name, line: line) }
        guard let decl = type.nominalDecl else {
            if let value = GenericNumbers.staticMember(name, of: type) { return value }
            // A program protocol's extension on a library type that conforms (`extension Int: P {}`).
            let environment = interpreter.environment
            for (owner, table) in environment.protocolTables(environment.conformances.protocols(ofBuiltin: type)) {
                if let computed = table.staticComputed[name], !computed.getter.code.isRequirement {
                    return try invokeWithSelf(computed.getter.code, arguments: [], in: owner, as: type, interpreter, line: line).0
                }
            }
            throw RuntimeError("type '\(type)' has no member '\(name)'", line: line)
        }
        if decl.kind == .enum, let index = decl.caseIndex(name), decl.cases[index].associatedValues.isEmpty {
            return .enumValue(decl, index, [])
        }
        for (owner, table) in tables(of: decl, interpreter.environment) {
            if let variable = table.staticVariables[name] {
                try variable.lazyStatic?.ensure(interpreter, line: line)
                return try interpreter.globals.value(variable.slot, line: line)
            }
            if let computed = table.staticComputed[name], !computed.getter.code.isRequirement {
                return try invoke(computed.getter.code, arguments: [], in: owner, for: decl, as: type, interpreter, line: line)
            }
        }
        throw RuntimeError("type '\(decl.name)' has no member '\(name)'", line: line)
    }

    /// Calls the static method `selector` (`make(_:)`) of `type` with `arguments`.
    static func call(_ name: String, selector: String, of type: SwiftType?, arguments: [Value], _ interpreter: Interpreter,
                     line: Int) throws -> Value {
        guard let type, let decl = type.nominalDecl else { throw unknown(name, line: line) }
        if name == "init" { return try construct(decl, selector: selector, arguments: arguments, interpreter, line: line) }
        return try callMethod(name, selector: selector, of: decl, as: type, arguments: arguments, interpreter, line: line).result
    }

    /// Calls the static method `selector` of `decl` with `arguments`: its result, the frame it
    /// ran in and the slot of its first argument there, from which the caller writes `inout`
    /// parameters back (`K.reduce(value: &v, …)`).
    static func callMethod(_ name: String, selector: String, of decl: NominalDecl, as type: SwiftType? = nil, arguments: [Value],
                           _ interpreter: Interpreter, line: Int) throws -> (result: Value, frame: Frame, firstArgument: Int) {
        let selfType = type.flatMap { $0.nominalDecl === decl ? $0 : nil } ?? .nominal(decl, [])
        for (owner, table) in tables(of: decl, interpreter.environment) {
            if let method = table.staticMethods[name]?.first(where: { $0.selector == selector && !$0.code.isRequirement }) {
                let first = method.code.hasSelf ? 1 : 0
                if decl.kind == .class {
                    interpreter.dynamicSelfTypes.append(.nominal(decl, []))
                    defer { interpreter.dynamicSelfTypes.removeLast() }
                    let (result, frame) = try invokeWithSelf(method.code, arguments: arguments, in: owner, as: selfType, interpreter, line: line)
                    return (result, frame, first)
                }
                let (result, frame) = try invokeWithSelf(method.code, arguments: arguments, in: owner, as: selfType, interpreter, line: line)
                return (result, frame, first)
            }
        }
        throw RuntimeError("type '\(decl.name)' has no method '\(selector)'", line: line)
    }

    /// A struct (or enum) value made by its initialiser `selector`, or, for `init()` with none declared, by
    /// the memberwise initialiser from its properties' initial values (`T()` for `T: P` where
    /// `P` requires `init()`).
    private static func construct(_ decl: NominalDecl, selector: String, arguments: [Value], _ interpreter: Interpreter,
                                  line: Int) throws -> Value {
        if decl.kind == .class {
            return try constructInstance(decl, selector: selector, arguments: arguments, interpreter, line: line)
        }
        if decl.kind == .enum, let table = interpreter.environment.members[ObjectIdentifier(decl)],
           let initializer = table.initializers.first(where: { $0.selector == selector && !$0.code.isRequirement }) {
            // An enum's initialiser assigns `self`; it starts from a placeholder, as a direct call's does.
            return try interpreter.invoke(initializer.code, captured: nil, arguments: arguments,
                                          selfValue: .structValue(decl, []), line: line).0
        }
        guard decl.kind == .struct, let table = interpreter.environment.members[ObjectIdentifier(decl)] else {
            throw RuntimeError("'\(decl.name)' cannot be constructed through a generic parameter here", line: line)
        }
        var fields: [Value] = []
        for index in decl.storedProperties.indices {
            let initial = index < table.fieldDefaults.count ? table.fieldDefaults[index] : nil
            fields.append(try initial?.evaluate(interpreter.globals, interpreter) ?? .null)
        }
        let blank = Value.structValue(decl, fields)
        if let initializer = table.initializers.first(where: { $0.selector == selector && !$0.code.isRequirement }) {
            return try interpreter.invoke(initializer.code, captured: nil, arguments: arguments, selfValue: blank, line: line).0
        }
        if !table.hasInitializerInBody,
           let fields = memberwiseFields(decl, selector: selector, arguments: arguments, initial: fields) {
            return .structValue(decl, fields)
        }
        guard selector == "init()", !table.hasInitializerInBody else {
            throw RuntimeError("type '\(decl.name)' has no initializer '\(selector)'", line: line)
        }
        return blank
    }

    /// Runs a static member's code found in `owner`'s table for `decl`: a protocol extension's
    /// code sees `decl` as its `Self` (Checker+ProtocolSelfStatics.swift), a class's sees `decl`
    /// as its dynamic `Self` (Checker+DynamicSelf.swift).
    /// `code` run as `decl`'s (`type`, with its arguments, when it is known: `Box<Int>`).
    static func invoke(_ code: FunctionCode, arguments: [Value], in owner: NominalDecl, for decl: NominalDecl,
                       as type: SwiftType? = nil, _ interpreter: Interpreter, line: Int) throws -> Value {
        let selfType = type.flatMap { $0.nominalDecl === decl ? $0 : nil } ?? .nominal(decl, [])
        if decl.kind == .class {
            interpreter.dynamicSelfTypes.append(.nominal(decl, []))
            defer { interpreter.dynamicSelfTypes.removeLast() }
            return try invokeWithSelf(code, arguments: arguments, in: owner, as: selfType, interpreter, line: line).0
        }
        return try invokeWithSelf(code, arguments: arguments, in: owner, as: selfType, interpreter, line: line).0
    }

    /// `code`, a member of `owner`, run with `selfType` as `Self` when `owner` is a protocol, and
    /// its type arguments for the parameters of its generic type (`B<Int>.describe()` through
    /// `T.describe()` reads `B`'s `T` as `Int`).
    private static func invokeWithSelf(_ code: FunctionCode, arguments: [Value], in owner: NominalDecl, as selfType: SwiftType,
                                       _ interpreter: Interpreter, line: Int) throws -> (Value, Frame) {
        var witnesses: [TypeParameter: SwiftType] = [:]
        if owner.kind == .protocol, let parameter = interpreter.environment.protocolSelfParameters[ObjectIdentifier(owner)] {
            witnesses[parameter] = selfType
        }
        if case .nominal(let decl, let typeArguments) = selfType, typeArguments.count == decl.genericParameters.count {
            for (parameter, argument) in zip(decl.genericParameters, typeArguments) { witnesses[parameter.witnessKey] = argument }
        }
        return try interpreter.withWitnesses(witnesses.isEmpty ? nil : witnesses) {
            try interpreter.invoke(code, captured: nil, arguments: arguments, selfValue: nil, line: line)
        }
    }

    /// The member tables to search, in order: the type's, its superclasses', its protocols'.
    static func tables(of decl: NominalDecl, _ environment: Environment) -> [(NominalDecl, TypeMembers)] {
        var tables: [(NominalDecl, TypeMembers)] = []
        var pending: [NominalDecl] = []
        var current: NominalDecl? = decl
        var hops = 0
        while let type = current, hops < 100 {
            if let table = environment.members[ObjectIdentifier(type)] { tables.append((type, table)) }
            pending += environment.conformances.protocols(of: type)
            current = type.superclass
            hops += 1
        }
        return tables + environment.protocolTables(pending)
    }

    private static func unknown(_ name: String, line: Int) -> RuntimeError {
        RuntimeError("the type whose '\(name)' is used is not known here", line: line)
    }
}
