/// Type expressions as written (`[String: Int]`, `Point?`, `(Int) -> Void`) turned into types.
extension Checker {
    /// The type a type expression names; reports unknown names as Swift does.
    func resolveType(_ expression: TypeExpr) -> SwiftType {
        nested(expression.range, fallback: .error) { resolveTypeUnbounded(expression) }
    }

    private func resolveTypeUnbounded(_ expression: TypeExpr) -> SwiftType {
        let isPackOperand = resolvingPackOperand
        resolvingPackOperand = false
        switch expression.kind {
        case .named(let components):
            return rejectingBareTypePack(resolveNamed(components, range: expression.range), isPackOperand: isPackOperand,
                                         range: expression.range)
        case .optional(let wrapped), .implicitlyUnwrapped(let wrapped):
            return .optional(resolveType(wrapped))
        case .array(let element):
            return .array(resolveType(element))
        case .dictionary(let key, let value):
            return .dictionary(key: resolveType(key), value: resolveType(value))
        case .tuple(let elements):
            if elements.isEmpty { return .void }
            if elements.count == 1, elements[0].label == nil, !elements[0].type.isPackExpansion { return resolveType(elements[0].type) }
            return .tuple(elements.map { TupleElement(label: $0.label?.name, resolveType($0.type)) })
        case .function(let function):
            let parameters = function.parameters.map { element -> FunctionParameter in
                var type = element.type
                var isInout = false
                if case .inOut(let inner) = type.kind {
                    type = inner
                    isInout = true
                }
                return FunctionParameter(resolveType(type), isInout: isInout, isVariadic: element.isVariadic)
            }
            return .function(FunctionType(parameters, resolveType(function.result),
                                          throws: function.effects.throwsErrors,
                                          thrownError: thrownErrorType(function.effects)))
        case .opaque(let constraint):
            return primaryAssociatedConstraint(constraint) ?? opaqueSequence(constraint)
                ?? iteratorConstraint(constraint, isOpaque: true) ?? .opaque(protocols(in: constraint))
        case .existential(let constraint):
            if let constrained = primaryAssociatedConstraint(constraint) ?? iteratorConstraint(constraint, isOpaque: false) {
                return constrained
            }
            // `any P.Type`: the type of any conforming type's metatype (`MyAlignment.self`).
            if case .metatype(let instance, _) = constraint.kind { return .metatype(.existential(protocols(in: instance))) }
            if case .composition = constraint.kind { return .existential(compositionParts(constraint)) }
            return .existential(protocols(in: constraint))
        case .composition:
            // A class may be one part (`Base & Named`): a subclass of it conforming to the rest.
            return .existential(compositionParts(expression))
        case .metatype(let instance, _):
            return .metatype(resolveType(instance))
        case .attributed(_, let inner), .inOut(let inner):
            return resolveType(inner)
        case .placeholder:
            unsupported("type placeholder '_'", expression.range)
            return .error
        case .packExpansion(let pattern):
            return packExpansionType(pattern, range: expression.range)
        case .packElement(let pack):
            return packElementType(pack, range: expression.range)
        case .error:
            return .error
        }
    }

    /// The parts of a composition type (`P & Q`, `Base & Named`), its class first; swiftc allows
    /// one class among them.
    private func compositionParts(_ expression: TypeExpr) -> [NominalDecl] {
        guard case .composition(let written) = expression.kind else { return protocols(in: expression) }
        var classes: [NominalDecl] = []
        var others: [NominalDecl] = []
        for part in written {
            for decl in protocols(in: part, allowingClass: true) {
                guard decl.kind == .class else { others.append(decl); continue }
                if let first = classes.first {
                    error("protocol-constrained type cannot contain class '\(decl.name)' because it already contains class '\(first.name)'",
                          part.range)
                } else {
                    classes.append(decl)
                }
            }
        }
        return classes + others
    }

    /// The protocols a constraint names (`P`, `P & Q`, `any P`); with `allowingClass`, a generic
    /// parameter's constraint, also a class (`<T: Node>`, Checker+ClassConstraints.swift).
    func protocols(in expression: TypeExpr, allowingClass: Bool = false) -> [NominalDecl] {
        switch expression.kind {
        case .composition(let parts):
            return parts.flatMap { protocols(in: $0, allowingClass: allowingClass) }
        case .existential(let inner), .opaque(let inner):
            return protocols(in: inner)
        default:
            let type = resolveType(expression)
            switch type {
            case .nominal(let decl, _) where decl.kind == .protocol: return [decl]
            case .nominal(let decl, _) where allowingClass && decl.kind == .class: return [decl]
            case .existential(let protocols): return protocols
            case .error: return []
            default:
                error("type '\(type)' cannot be used as a protocol constraint", expression.range)
                return []
            }
        }
    }

    private func resolveNamed(_ components: [TypeComponent], range: SourceRange) -> SwiftType {
        guard let first = components.first else { return .error }
        // `Iterator.Element` in an extension of Sequence is the sequence's `Element` (Swift 3's spelling).
        if components.count == 2, first.name.name == "Iterator", components[1].name.name == "Element",
           first.genericArguments.isEmpty, components[1].genericArguments.isEmpty, lookup("Iterator") == nil,
           let element = enclosingNestedType("Element") {
            return element
        }
        let qualified = moduleQualifiedType(components)
        var type = qualified ?? resolveFirstComponent(first, range: range)
        for component in components.dropFirst(qualified == nil ? 1 : 2) {
            if case .error = type { return .error }
            if let nested = nestedType(component.name.name, in: type) {
                type = withOwnArguments(nested, component.genericArguments, outer: type)
            } else {
                // swiftc says "of type 'T'" for a generic parameter.
                var owner = "'\(type)'"
                if case .generic = type { owner = "type '\(type)'" }
                error("'\(component.name.name)' is not a member type of \(owner)", component.name.range)
                return .error
            }
        }
        return type
    }

    /// `nested` given the arguments written after its name, after those it takes from the types
    /// around it (`Outer<String>.Pair<Double>` is `Pair` over `String`, `Double`).
    func withOwnArguments(_ nested: SwiftType, _ written: [TypeExpr], outer: SwiftType) -> SwiftType {
        guard !written.isEmpty, case .nominal(let decl, let arguments) = nested, arguments.isEmpty,
              decl.outerGenericCount > 0, case .nominal(_, let outerArguments) = outer,
              outerArguments.count == decl.outerGenericCount else { return nested }
        return .nominal(decl, outerArguments + written.map { resolveType($0) })
    }

    private func resolveFirstComponent(_ component: TypeComponent, range: SourceRange) -> SwiftType {
        let name = component.name.name
        let arguments = component.genericArguments.map { resolveType($0) }
        if name == "Swift", arguments.isEmpty { return .error }
        if let builtin = builtinType(name, arguments: arguments, range: component.name.range) { return builtin }
        if name == "Self", let currentType { return currentType }
        if let nested = enclosingNestedType(name) {
            // `Pair<U>` written inside `Outer<T>`: over the outer type's parameters, then the written arguments.
            if !arguments.isEmpty, case .nominal(let decl, _) = nested, decl.outerGenericCount > 0,
               arguments.count == decl.genericParameters.count - decl.outerGenericCount {
                return .nominal(decl, decl.genericParameters.prefix(decl.outerGenericCount).map { .generic($0) } + arguments)
            }
            return nested
        }
        switch lookup(name) {
        case .type(let type):
            if !arguments.isEmpty, let alias = genericTypeAlias(name, type, arguments: arguments, range: range) { return alias }
            if case .nominal(let decl, let existing) = type, !arguments.isEmpty {
                if decl.genericParameters.isEmpty {
                    error("cannot specialize non-generic type '\(decl.name)'", range)
                    return .error
                }
                if arguments.count != decl.genericParameters.count {
                    let amount = arguments.count > decl.genericParameters.count ? "many" : "few"
                    error("generic type '\(decl.name)' specialized with too \(amount) type parameters (got \(arguments.count), but expected \(decl.genericParameters.count))", range)
                    return .error
                }
                _ = existing
                return .nominal(decl, arguments)
            }
            if case .nominal(let decl, _) = type, decl.kind == .protocol { return .existential([decl]) }
            if case .nominal(let decl, let existing) = type, existing.isEmpty, let own = ownGenericType(decl) { return own }
            return type
        case .some:
            error("'\(name)' is not a type", component.name.range)
            return .error
        case nil:
            error("cannot find type '\(name)' in scope", component.name.range)
            return .error
        }
    }

    /// The standard library's types by name.
    func builtinType(_ name: String, arguments: [SwiftType], range: SourceRange) -> SwiftType? {
        switch (name, arguments.count) {
        case ("Int", 0): return .int
        case ("Double", 0), ("Float64", 0), ("TimeInterval", 0): return .double
        case ("Float", 0), ("Float32", 0): return .float
        case ("CGFloat", 0): return .cgFloat
        case ("Bool", 0): return .bool
        case ("String", 0): return .string
        case ("Substring", 0): return .substring
        case ("Character", 0): return .character
        case ("Void", 0): return .void
        case ("Never", 0): return .never
        case ("Any", 0): return .any
        case ("AnyObject", 0): return .existential(builtinProtocol("AnyObject").map { [$0] } ?? [])
        case ("Array", 1): return .array(arguments[0])
        case ("ArraySlice", 1): return .arraySlice(arguments[0])
        // `let s: Set = [1, 2]`: the element type comes from the value (see `arrayLiteral`).
        case ("Set", 0): return .set(.error)
        case ("Set", 1): return .set(arguments[0])
        case ("Optional", 1): return .optional(arguments[0])
        case ("Dictionary", 2): return .dictionary(key: arguments[0], value: arguments[1])
        case ("Range", 1): return .range(arguments[0], closed: false)
        case ("ClosedRange", 1): return .range(arguments[0], closed: true)
        default:
            if arguments.isEmpty, let kind = IntegerKind(rawValue: name) { return .fixedInt(kind) }
            // A type nested in the type being checked hides the standard protocol of its name
            // (`enum Error: Swift.Error` inside a parser makes `Error.emptyLine` its own).
            if arguments.isEmpty, let proto = builtinProtocol(name), case .none = lookup(name), enclosingNestedType(name) == nil {
                return .existential([proto])
            }
            return nil
        }
    }

    /// A type nested in `type` (`Outer.Inner`), or nil.
    func nestedType(_ name: String, in type: SwiftType) -> SwiftType? {
        if case .generic(let parameter) = type, name == "Element", let element = genericElement(parameter) { return element }
        if case .generic(let parameter) = type, name == "Index", let index = genericCollectionIndex(parameter) { return index }
        if case .generic(let parameter) = type { return associatedMember(name, of: parameter) }
        if type == .string || type == .substring, name == "Index" { return .stringIndex }
        if type == .string || type == .substring, name == "SubSequence" { return .substring }
        if type == .string || type == .substring, name == "Element" { return .character }
        if let member = standardMemberType(name, in: type) { return member }
        guard case .nominal(let decl, let arguments) = type else {
            // A type an extension of String nests in it (`String.UnicodeScalarView`).
            return type == .string ? environment.extensionMembers(of: type)?.nestedTypes[name] : nil
        }
        if let carried = protocolSelfAssociated(name, in: type) { return carried }
        if decl.kind == .protocol, let fixed = fixedAssociatedType(name, in: [decl]) { return fixed }
        if let bound = selfBoundNestedType(name, on: type) { return bound }
        if let nested = environment.members(of: decl).nestedTypes[name] {
            // `Outer<Int>.Inner` of `struct Outer<T> { struct Inner {} }` is `Inner` over `T` = `Int`.
            if case .nominal(let inner, let innerArguments) = nested, inner.outerGenericCount > 0, innerArguments.isEmpty,
               arguments.count == decl.genericParameters.count, inner.genericParameters.count == inner.outerGenericCount {
                return .nominal(inner, arguments)
            }
            // `Box<Int>.Element` of `struct Box<T> { typealias Element = T }` is `Int`.
            guard arguments.count == decl.genericParameters.count, !arguments.isEmpty else { return nested }
            return nested.substituting(typeArgumentSubstitution(decl, arguments))
        }
        // `Item.ID` of a type conforming to `Identifiable`: the type of its `id` (a class's
        // `ObjectIdentifier` when it declares none).
        if name == "ID", let identifiable = builtinProtocol("Identifiable"), decl.kind != .protocol,
           environment.conformances.conforms(type, to: identifiable), let identifier = identifierType(of: type) {
            return identifier
        }
        // A protocol's typealias is a member of its conforming types (`Content` in a `ViewModifier`).
        for proto in environment.conformances.protocols(of: decl) {
            if let alias = environment.members(of: proto).nestedTypes[name] {
                // An associated type is what the conforming type makes it, once that is known.
                if case .generic(let associated) = alias, decl.kind != .protocol {
                    return associatedTypeBindings(of: .nominal(decl, decl.genericParameters.map { .generic($0) }))[associated]
                        ?? ownSequenceMemberType(name, in: type) ?? alias
                }
                guard decl.kind != .protocol else { return alias }
                // Its `Self` is the conforming type (`Context = UIViewRepresentableContext<Self>`
                // in a representable is over that representable).
                return alias.mapped { part in
                    if case .nominal(let owner, _) = part, owner === proto { return type }
                    return nil
                }
            }
        }
        return decl.kind == .protocol ? nil : ownSequenceMemberType(name, in: type)
    }

    /// `Element` or `Iterator` of a program's own sequence whose conformance comes through a
    /// protocol refining `Sequence` (`protocol Bag: Sequence`): its iterator's element, the type
    /// its `makeIterator()` returns; nil for other names and types.
    private func ownSequenceMemberType(_ name: String, in type: SwiftType) -> SwiftType? {
        switch name {
        case "Element": return userSequenceElement(type)
        case "Iterator":
            guard case .nominal(let decl, let arguments) = type, conforms(type, toBuiltin: "Sequence"),
                  let make = methodsNamed("makeIterator", in: type)?.first(where: { $0.type.parameters.isEmpty && !$0.isStatic })
            else { return nil }
            return make.type.result.substituting(typeArgumentSubstitution(decl, arguments))
        default: return nil
        }
    }

    /// A type nested in the type being checked or in a type around it, innermost first: inside
    /// `GraphicsContext.Shading`, `Shading` and `BlendMode` name GraphicsContext's nested types,
    /// as Swift looks a name up outward from where it is written.
    func enclosingNestedType(_ name: String) -> SwiftType? {
        guard let current = currentType else { return nil }
        // In an extension of String, the types extensions nest in it (and `Index`).
        if current == .string { return nestedType(name, in: current) }
        // In an extension of Array, its `Index` and `Element` (`subscript(circularly index: Index)`).
        if case .array = current, name == "Index" || name == "Element" { return nestedType(name, in: current) }
        guard case .nominal(let innermost, _) = current else { return nil }
        // `Element` of `extension Collection where Element == Double` is the type its `Self` carries.
        if name == "Element", let element = sequenceProtocolElement(current) { return element }
        if name == "Index", let index = sequenceProtocolIndex(current) { return index }
        if name == "SubSequence", let sub = sequenceProtocolSubSequenceName(current) { return sub }
        if let carried = protocolSelfAssociated(name, in: current) { return carried }
        var decl: NominalDecl? = innermost
        var hops = 0
        while let type = decl, hops < 100 {
            // Inside a generic type, its nested types are over its parameters (`Inner` is `Outer<T>.Inner`).
            var arguments: [SwiftType] = type.genericParameters.map { .generic($0) }
            if case .nominal(_, let current) = current, type === innermost, current.count == arguments.count { arguments = current }
            if let nested = nestedType(name, in: .nominal(type, arguments)) { return nested }
            // Inside `String.UnicodeScalarView`, String's other nested types are in scope too.
            if type.parent == nil, let builtin = type.builtinParent { return nestedType(name, in: builtin) }
            decl = type.parent
            hops += 1
        }
        return nil
    }
}
