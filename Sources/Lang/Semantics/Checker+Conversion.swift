/// Converting a typed expression to the type its context needs, with swiftc's diagnostics.
extension Checker {
    /// `typed` converted to `target`, or an error worded for `role`.
    func coerce(_ typed: Typed, to target: SwiftType, at range: SourceRange, role: ConversionRole) -> Expression {
        let source = typed.type
        if source == .error { rewordNil(at: range, role: role) }
        if source == target { return typed.node }
        guard converts(source, to: target, slicesAsBases: role == .libraryArgument) else {
            if case .optional(let wrapped) = source, let unwrapped = implicitlyUnwrapped(typed, to: wrapped) {
                return coerce(unwrapped, to: target, at: range, role: role)
            }
            if let shuffled = shuffledTupleValue(typed, to: target) { return shuffled }
            if !reportSliceMismatch(typed, target, range: range, role: role) {
                reportMismatch(source, target, range: range, role: role, spelled: spelling(of: typed))
            }
            return typed.node
        }
        if let elements = ownSequenceAsConstrainedSequence(typed, to: target, line: range.line) { return elements }
        if case .existential = target, containsGeneric(source) {
            return boxedWithWitnesses(typed.node, source, line: range.line)
        }
        // `storage[key] = newValue` into `[ObjectIdentifier: Any]`: the box keeps the type the
        // call bound (`[String]` for a `K.Value`), which a later `as? K.Value` asks for.
        if case .optional(.existential) = target, source.optionalWrapped == nil, containsGeneric(source) {
            return boxedWithWitnesses(typed.node, source, line: range.line)
        }
        guard let conversion = runtimeConversion(from: source, to: target) else { return typed.node }
        return Unary(typed.node, line: range.line) { value, _ in conversion(value) }
    }

    /// `typed` forced to `wrapped` when it reads an implicitly unwrapped optional, as Swift
    /// unwraps one where its optional type does not fit; nil for any other expression.
    func implicitlyUnwrapped(_ typed: Typed, to wrapped: SwiftType) -> Typed? {
        guard implicitlyUnwrappedReaders.contains(HeldIdentity(typed.node)) else { return nil }
        return Typed(ForceUnwrap(typed.node, message: "Unexpectedly found nil while implicitly unwrapping an Optional value",
                                 line: typed.node.line), wrapped)
    }

    /// A `nil` literal where a non-optional is expected was reported without knowing where it
    /// stands; swiftc's words depend on that (`'nil' cannot be assigned to type 'String'`).
    private func rewordNil(at range: SourceRange, role: ConversionRole) {
        let generic = "'nil' cannot be used in context expecting type '"
        guard let index = diagnostics.indices.last, diagnostics[index].range == range,
              diagnostics[index].message.hasPrefix(generic) else { return }
        let type = String(diagnostics[index].message.dropFirst(generic.count).dropLast())
        let wording: String
        switch role {
        case .annotation: wording = "'nil' cannot initialize specified type '\(type)'"
        case .assignment: wording = "'nil' cannot be assigned to type '\(type)'"
        case .argument, .libraryArgument: wording = "'nil' is not compatible with expected argument type '\(type)'"
        case .element: wording = "'nil' is not compatible with expected element type '\(type)'"
        case .returnValue: wording = "'nil' is incompatible with return type '\(type)'"
        case .closureResult: wording = "'nil' is not compatible with closure result type '\(type)'"
        default: return
        }
        diagnostics[index].message = wording
    }

    /// How swiftc writes the type of `typed` in a diagnostic, quoted: as `spelledTypes` records it
    /// for its node (with its `aka`), else as its type prints.
    func spelling(of typed: Typed) -> String {
        spelledTypes[HeldIdentity(typed.node)] ?? "'\(typed.type)'"
    }

    /// Whether `type` is `AnyObject` itself (any class instance).
    static func isAnyObject(_ type: SwiftType) -> Bool {
        guard case .existential(let protocols) = type, protocols.count == 1 else { return false }
        return protocols[0].isBuiltin && protocols[0].name == "AnyObject"
    }

    private func reportMismatch(_ source: SwiftType, _ target: SwiftType, range: SourceRange, role: ConversionRole, spelled: String? = nil) {
        if role == .argument || role == .libraryArgument, specifiedWrappedValues.contains(range) {
            return reportMismatch(source, target, range: range, role: .annotation, spelled: spelled)
        }
        // swiftc names the elements when a collection of others is given for `some Collection<Int>`.
        if role == .argument, case .nominal(let proto, let arguments) = target, arguments.count == 1, isBuiltinSequenceProtocol(proto),
           environment.conformances.conforms(source, to: proto), let element = sequenceElement(source), element != arguments[0] {
            return reportMismatch(element, arguments[0], range: range, role: role)
        }
        if case .optional(let wrapped) = source, converts(wrapped, to: target) {
            error("value of optional type '\(source)' must be unwrapped to a value of type '\(wrapped)'", range)
            return
        }
        // swiftc names the type an optional wraps when a value that is not optional does not fit
        // it: `f(i)` with `i: Int` for a `Double?` parameter "to expected argument type 'Double'".
        let wanted = source.optionalWrapped == nil ? target.unwrappingOptionals : target
        let sourceText = spelled ?? "'\(source)'"
        // A composition's class (`Base & Named`) that the value is not: swiftc names the class.
        if case .existential = wanted, let required = wanted.classBoundType, !hasError(source),
           !source.isConvertible(to: required, conformances: environment.conformances) {
            return reportMismatch(source, required, range: range, role: role, spelled: spelled)
        }
        // A value of a type that does not conform, given for an existential: swiftc names the
        // first protocol it lacks.
        if let missing = unmetExistentialProtocol(source, wanted), role == .annotation || role == .argument
            || role == .libraryArgument || role == .returnValue {
            switch role {
            case .annotation: error("value of type \(sourceText) does not conform to specified type '\(missing.nestedName)'", range)
            case .returnValue: error("return expression of type \(sourceText) does not conform to '\(missing.nestedName)'", range)
            default: error("argument type \(sourceText) does not conform to expected type '\(missing.nestedName)'", range)
            }
            return
        }
        // A value that is no class reference given for `AnyObject`.
        if wanted.isBareAnyObject, role == .annotation || role == .argument || role == .libraryArgument {
            error(role == .annotation ? "value of type \(sourceText) expected to be instance of class or class-constrained type"
                                      : "argument type \(sourceText) expected to be an instance of a class or class-constrained type", range)
            return
        }
        switch role {
        case .annotation where Self.differsInGenericArguments(source, target):
            // swiftc's fix for mismatched generic arguments words a binding as an assignment.
            error("cannot assign value of type \(sourceText) to type '\(target)'", range)
        case .annotation:
            error("cannot convert value of type \(sourceText) to specified type '\(wanted)'", range)
        case .argument where Self.isAnyObject(target) && !source.isClassReference,
             .libraryArgument where Self.isAnyObject(target) && !source.isClassReference:
            // `AnyObject` takes only class instances: swiftc names what the argument is not.
            error("argument type '\(source)' expected to be an instance of a class or class-constrained type", range)
        case .argument, .libraryArgument:
            error("cannot convert value of type \(sourceText) to expected argument type '\(wanted)'", range)
        case .closureResult:
            error("cannot convert value of type \(sourceText) to closure result type '\(target)'", range)
        case .returnValue:
            error("cannot convert return expression of type \(sourceText) to return type '\(target)'", range)
        case .condition where source.isInteger:
            error("type '\(source)' cannot be used as a boolean; test for '!= 0' instead", range)
        case .condition where source.optionalWrapped != nil:
            error("optional type '\(source)' cannot be used as a boolean; test for '!= nil' instead", range)
        case .condition:
            error("cannot convert value of type \(sourceText) to expected condition type '\(target)'", range)
        case .coercion:
            error("cannot convert value of type \(sourceText) to type '\(target)' in coercion", range)
        case .assignment:
            error("cannot assign value of type \(sourceText) to type '\(target)'", range)
        case .element:
            error("cannot convert value of type \(sourceText) to expected element type '\(target)'", range)
        case .dictionaryKey:
            error("cannot convert value of type \(sourceText) to expected dictionary key type '\(target)'", range)
        case .dictionaryValue:
            error("cannot convert value of type \(sourceText) to expected dictionary value type '\(target)'", range)
        }
    }

    /// The first protocol of the existential `target` (`any Named & Aged`) that a value of the
    /// concrete type `source` does not conform to; nil for any other pair (`AnyObject` alone is
    /// worded apart).
    private func unmetExistentialProtocol(_ source: SwiftType, _ target: SwiftType) -> NominalDecl? {
        guard case .existential(let protocols) = target, !target.isBareAnyObject, !hasError(source), !containsGeneric(source)
        else { return nil }
        switch source {
        case .optional, .existential, .opaque, .function, .metatype, .tuple, .never, .void: return nil
        default: break
        }
        return protocols.first { !$0.isAnyObject && $0.kind != .class && !environment.conformances.conforms(source, to: $0) }
    }

    /// Whether `source` and `target` are the same generic type with other arguments (`Box<Int>`
    /// and `Box<String>`, `[Int]` and `[String]`), where swiftc's diagnostic notes the generic
    /// parameter whose arguments "are expected to be equal".
    static func differsInGenericArguments(_ source: SwiftType, _ target: SwiftType) -> Bool {
        switch (source, target) {
        case (.array(let one), .array(let other)), (.set(let one), .set(let other)): return one != other
        case (.dictionary(let key, let value), .dictionary(let otherKey, let otherValue)):
            return key != otherKey || value != otherValue
        case (.nominal(let decl, let arguments), .nominal(let otherDecl, let otherArguments)):
            return decl === otherDecl && !arguments.isEmpty && arguments != otherArguments
        default: return false
        }
    }

    /// What must happen to a value at run time when it converts: boxing into an existential (so
    /// it keeps its dynamic type), element-wise for collections; nil when nothing changes.
    func runtimeConversion(from source: SwiftType, to target: SwiftType) -> ((Value) -> Value)? {
        if source == target { return nil }
        if case .function(let function) = source, case .function(let targetFunction) = target,
           targetFunction.splatParameters(for: function) != nil {
            return { value in TupleSplat.adapt(value, line: 0) }
        }
        switch (source, target) {
        case (.existential, .existential), (.opaque, .existential), (.existential, .opaque), (.error, _), (_, .error),
             (.never, _), (.generic, .existential):
            return nil
        case (_, .existential), (_, .opaque), (_, .generic):
            if case .existential = source { return nil }
            // An optional of an existential (`Any?`) boxes again: its value is boxed already, and
            // the new box keeps the optional (`print(a as Any)` writes `Optional(1)`).
            let keepsBoxes = source.optionalWrapped == nil
            // `self` in a protocol extension is typed as the protocol; its box keeps the
            // conforming type its value has (`type(of:)`, `as? Circle`), as Swift's does.
            if case .nominal(let decl, _) = source, decl.kind == .protocol {
                return { value in
                    if case .boxed = value { return value }
                    return .boxed(value, Checker.dynamicType(of: value, static: source))
                }
            }
            return { value in
                if keepsBoxes, case .boxed = value { return value }
                return .boxed(value, source)
            }
        case (.nominal(let decl, _), .nominal(let targetDecl, _)) where Checker.keyPathUpcastBoxes(decl, targetDecl):
            // A key path made general keeps its own type, which reading through it needs.
            return { value in
                if case .boxed = value { return value }
                return .boxed(value, Checker.dynamicType(of: value, static: source))
            }
        case (.optional, .optional(let targetWrapped)) where targetWrapped == source,
             (.generic, .optional(let targetWrapped)) where targetWrapped == source:
            // `let n: Int?? = w` with `w: Int?`: the optional goes in whole, so a nil `w` is
            // `.some(nil)`; so does a `T` that is an optional (`return t` as a `T?`).
            return { value in Value.wrapping(value) }
        case (.optional(let wrapped), .optional(let targetWrapped)):
            guard let inner = runtimeConversion(from: wrapped, to: targetWrapped) else { return nil }
            return { value in
                if case .null = value { return value }
                // A present `Int??` holding nil converts its nil (`Optional(nil)` as an `Any?`
                // holds an `Int?`'s nil).
                guard case .some(let payload) = value else { return inner(value) }
                return Value.wrapping(inner(payload))
            }
        case (_, .optional(let targetWrapped)):
            return runtimeConversion(from: source, to: targetWrapped)
        case (.substring, .string):
            return { value in
                guard case .substring(let text, _) = value else { return value }
                return .string(text)
            }
        case (.arraySlice(let element), .array(let targetElement)):
            let inner = runtimeConversion(from: element, to: targetElement)
            return { value in
                guard case .slice(let elements, _) = value else { return value }
                return .array(inner.map { elements.map($0) } ?? elements)
            }
        case (.array(let element), .array(let targetElement)):
            guard let inner = runtimeConversion(from: element, to: targetElement) else { return nil }
            return { value in
                guard case .array(let elements) = value else { return value }
                return .array(elements.map(inner))
            }
        case (.dictionary(_, let element), .dictionary(_, let targetElement)):
            guard let inner = runtimeConversion(from: element, to: targetElement) else { return nil }
            return { value in
                guard case .dictionary(let entries) = value else { return value }
                return .dictionary(entries.contents.mapValues(inner))
            }
        case (.tuple(let elements), .tuple(let targetElements)):
            let inners = zip(elements, targetElements).map { runtimeConversion(from: $0.type, to: $1.type) }
            guard inners.contains(where: { $0 != nil }) else { return nil }
            return { value in
                guard case .tuple(let values) = value else { return value }
                return .tuple(zip(values, inners).map { element, inner in inner?(element) ?? element })
            }
        default:
            return nil
        }
    }

    /// The value of an existential or generic parameter, unboxed where the caller wants a
    /// concrete type again.
    func unboxing(_ typed: Typed, to type: SwiftType, line: Int) -> Typed {
        Typed(Unary(typed.node, line: line) { value, _ in value.unboxed }, type)
    }
}
