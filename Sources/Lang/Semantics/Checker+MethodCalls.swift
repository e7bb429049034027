/// Method calls: `value.method(arguments)` on values of every kind, the methods a type has by
/// name, and a stored property of function type called as a method.
extension Checker {
    /// The methods named `name` of a type (its own, a superclass's, a protocol's), or nil. A
    /// protocol extension's method of the name with other labels overloads the type's own
    /// (`g.next(upperBound:)` of a generator that declares `next()`), as in Swift's look-up.
    func methodsNamed(_ name: String, in type: SwiftType) -> [FunctionSymbol]? {
        var protocols: [NominalDecl] = []
        switch type {
        case .nominal(let decl, _):
            var current: NominalDecl? = decl
            var hops = 0
            while let owner = current, hops < 100 {
                if let methods = environment.members(of: owner).methods[name] {
                    let own = Set(methods.map(\.selector))
                    let extensions = (protocolMethods(name, of: decl) ?? []).filter { !$0.code.isRequirement && !own.contains($0.selector) }
                    return methods + extensions
                }
                current = owner.superclass
                hops += 1
            }
            // The library's wrappers (`stride(…)`, `zip(…)`, `.lazy`) have the program's `Sequence` extensions.
            return protocolMethods(name, of: decl) ?? sequenceExtensionTables(of: type).lazy.compactMap({ $0.methods[name] }).first
        case .existential(let list), .opaque(let list): protocols = list
        case .generic(let parameter): protocols = parameter.constraints
        default:
            if let methods = environment.extensionMembers(of: type)?.methods[name] { return methods }
            if let methods = sequenceExtensionTables(of: type).lazy.compactMap({ $0.methods[name] }).first { return methods }
            if let methods = valueProtocolExtensionTables(of: type).lazy.compactMap({ $0.methods[name] }).first { return methods }
            // A program's protocol added to the builtin type (`extension Array: Container {}`) brings its
            // extensions' methods; its requirements are met by the type's own (`append(_:)`), checked as the library's.
            for proto in environment.conformances.protocols(ofBuiltin: type) where !proto.isBuiltin {
                guard let (_, table) = protocolMember(name, of: proto) else { continue }
                let defaults = table.methods[name]?.filter { !$0.code.isRequirement } ?? []
                if !defaults.isEmpty { return defaults }
            }
            guard let view = optionalViewProtocol(type) else { return nil }
            protocols = [view]
        }
        for proto in protocols {
            if let (_, table) = protocolMember(name, of: proto), let methods = table.methods[name] { return methods }
        }
        return nil
    }

    /// `value.method(arguments)`.
    func callMethod(_ base: Typed, basePlace: Place?, name: Identifier, arguments: [Argument], expected: SwiftType?,
                    range: SourceRange, baseCaret: SourceRange? = nil) -> Typed {
        if let call = staticRequirementCall(base, name: name, arguments: arguments, expected: expected, range: range) { return call }
        if let call = classMetatypeCall(base, name: name, arguments: arguments, expected: expected, range: range) { return call }
        if let call = valueTypeMetatypeCall(base, name: name, arguments: arguments, expected: expected, range: range) { return call }
        if let next = genericIteratorNext(base, basePlace: basePlace, name: name, arguments: arguments, range: range) { return next }
        if let next = constrainedIteratorNext(base, basePlace: basePlace, name: name, arguments: arguments, range: range) { return next }
        if let bound = classBoundBase(base, member: name.name) ?? selfBoundBase(base, member: name.name) {
            return seenThroughSelfBound(callMethod(bound, basePlace: basePlace, name: name, arguments: arguments, expected: expected,
                                                   range: range, baseCaret: baseCaret))
        }
        if let move = ownCollectionIndexMove(base, name: name, arguments: arguments, range: range) { return move }
        if rejectsBackwardStep(base, name: name, arguments: arguments, range: range) {
            lowerAll(arguments)
            return Typed(Constant(.void, line: range.line), .error)
        }
        if let methods = methodsNamed(name.name, in: base.type),
           !leavesCallToBuiltin(methods, receiver: base.type, name: name.name, arguments: arguments, range: range) {
            let admitted = meetingElementRequirements(admittedByAssociatedTypes(methods, receiver: base.type, name: name),
                                                      receiver: base.type)
            if admitted.isEmpty {
                error("no exact matches in call to instance method '\(name.name)'", name.range)
                lowerAll(arguments)
                return Typed(Constant(.void, line: range.line), .error)
            }
            let narrowed = narrowingByResult(narrowingByElementResult(admitted, expected: expected, receiver: base.type), expected: expected)
            guard let method = chooseOverload(narrowed, arguments: arguments, range: range,
                                              member: name.range) else {
                lowerAll(arguments)
                return Typed(Constant(.void, line: range.line), .error)
            }
            if method.overridesFinal {
                // swiftc keeps an override of a `final` method beside the method it fails to
                // override: the call names two candidates.
                error("ambiguous use of '\(method.spokenName)'", name.range)
                lowerAll(arguments)
                return Typed(Constant(.void, line: range.line), .error)
            }
            rejectUnmetExtensionRequirements(method, receiver: base.type, name: name)
            rejectUnmetElementRequirements(method, receiver: base.type, name: name.name, isProperty: false, range: name.range)
            var mutatedSelf: Place?
            if method.isMutating {
                if let basePlace {
                    mutatedSelf = basePlace
                } else {
                    error(immutableBaseMessage(base.type), name.range)
                }
            }
            var substitution: [TypeParameter: SwiftType] = [:]
            if case .nominal(let decl, let typeArguments) = base.type, !isLibrarySequence(base.type) {
                substitution = typeArgumentSubstitution(decl, typeArguments)
                if containsGeneric(.function(method.type)) {
                    substitution.merge(associatedTypeBindings(of: base.type)) { first, _ in first }
                    substitution.merge(standInBindings(.function(method.type), substitution)) { first, _ in first }
                }
            } else if case .generic(let parameter) = base.type {
                substitution = associatedSubstitution(for: parameter)
            } else {
                substitution = builtinSubstitution(.function(method.type), receiver: base.type)
                substitution.merge(builtinSelfSubstitution(method, receiver: base.type)) { first, _ in first }
                substitution.merge(associatedTypeBindings(of: base.type)) { first, _ in first }
                substitution.merge(standInBindings(.function(method.type), substitution)) { first, _ in first }
            }
            // Another Sequence extension's member binds its own element to the receiver's.
            substitution.merge(elementSubstitution(method, receiver: base.type)) { first, _ in first }
            substitution.merge(extensionSelfBinding(method, receiver: base.type)) { first, _ in first }
            let isExtensionOnly: Bool = {
                guard !method.code.isRequirement, let owner = protocolOwner(of: method) else { return false }
                return !environment.members(of: owner).requirementSelectors.contains(method.selector)
            }()
            let isDynamic: Bool = {
                if isExtensionOnly { return false }
                switch base.type {
                case .existential, .opaque, .generic: return true
                case .nominal(let decl, _): return decl.kind == .class || decl.kind == .protocol || method.dispatchesDynamically
                default: return false
                }
            }()
            // A collection extension's member returning its `SubSequence` cuts the receiver's elements.
            let held = returnsSequenceSubSequence(method, receiver: base.type) ? HeldValue(line: range.line) : nil
            let receiver = isDynamic ? optionalConformerReceiver(base, line: range.line) : base.node
            var call = withConformingSelf(method, receiver: base.type) {
                callSymbol(method, arguments: arguments, expected: expected, range: range, receiver: held ?? receiver,
                           mutatedSelf: mutatedSelf, dynamicReceiver: isDynamic, substitution: substitution, member: name.range)
            }
            if let held { call = ownSubSequenceResult(call, of: base, held: held, line: range.line) }
            // A generic conformer's arguments, which its value does not hold, for `Self` in a
            // protocol extension's method (`type(of: self)` is `Box<Int>`).
            call = recordingConformerSelf(call, owner: protocolOwner(of: method), receiver: base.type, line: range.line)
            call = conformingSelfResult(call, mentionsSelf: method.resultMentionsSelf, receiver: base.type)
            return subclassSelfResult(call, returnsSelf: method.returnsSelf && !method.isStatic, receiver: base.type)
        }
        if case .tuple(let elements) = base.type,
           Int(name.name).map(elements.indices.contains) ?? elements.contains(where: { $0.label == name.name }) {
            // `pair.0()`, `handlers.done(3)`: the element's value, called (swiftc points at the
            // element's name when it is no function).
            let element = valueMember(base, name: name, expected: nil, range: range, basePlace: basePlace)
            return callValue(element, arguments: arguments, expected: expected, range: SourceRange(start: name.range.start, end: range.end))
        }
        if case .tuple = base.type {} else if case .function = base.type {} else {
            if let field = fieldOfFunctionType(base, basePlace: basePlace, name: name, range: range) {
                return callValue(field, arguments: arguments, range: range)
            }
        }
        if rejectFloatingRangeSequenceMethod(base, name: name, arguments: arguments) {
            // Its arguments are left unchecked: `+` in `reduce(0, +)` has no type without the method.
            return Typed(Constant(.void, line: range.line), .error)
        }
        if let cut = ownCollectionCut(base, name: name, arguments: arguments, range: range) { return cut }
        if let cut = strideableRangeCut(base, name: name, arguments: arguments, range: range)
            ?? strideableRangeIndexCall(base, name: name, arguments: arguments, range: range) { return cut }
        if let values = strideableRangeMethodReceiver(base, name: name, arguments: arguments, line: range.line),
           let builtin = builtinMethod(values, basePlace: nil, name: name, arguments: arguments, expected: expected, range: range) {
            return builtin
        }
        if let builtin = builtinMethod(base, basePlace: basePlace, name: name, arguments: arguments,
                                       expected: expected, range: range) {
            return builtin
        }
        if let moved = offsetSliceMethod(base, name: name, arguments: arguments, expected: expected, range: range) { return moved }
        if let cut = defaultIndicesCutMethod(base, name: name, arguments: arguments, expected: expected, range: range) { return cut }
        if let lazy = lazySequenceMethod(base, name: name, arguments: arguments, line: range.line) { return lazy }
        if let scan = genericLazyScan(base, name: name, arguments: arguments, expected: expected, range: range) { return scan }
        if let search = ownCollectionIndexSearch(base, name: name, arguments: arguments, expected: expected, range: range) {
            return search
        }
        // A cut of a collection parameter's value is its own `C.SubSequence`.
        if Self.genericCutNames.contains(name.name), let view = genericCutView(base, line: range.line),
           let cut = builtinMethod(view.elements, basePlace: nil, name: name, arguments: arguments, expected: expected, range: range) {
            return genericCutResult(cut, of: base, held: view.held, line: range.line)
        }
        if let text = stringProtocolExtensionReceiver(base, name: name.name, line: range.line) {
            return callMethod(text, basePlace: nil, name: name, arguments: arguments, expected: expected, range: range)
        }
        if let scan = ownSequenceScan(base, name: name, arguments: arguments, expected: expected, range: range)
            ?? programStrideWalk(base, name: name, arguments: arguments, expected: expected, range: range) { return scan }
        if let prefix = ownSequencePrefix(base, name: name, arguments: arguments, range: range) { return prefix }
        // `sorted()` copies its receiver as `Array(_:)` does: a reversed lazy filter is counted first.
        if name.name == "sorted", let copied = reversedLazyCopy(base, line: range.line),
           let builtin = builtinMethod(copied, basePlace: nil, name: name, arguments: arguments, expected: expected, range: range) {
            return builtin
        }
        if rejectsOwnMutableDefault(base.type, name, arguments: arguments) { return Typed(base.node, .error) }
        if !lacksCollectionMember(base.type, name: name.name),
           let elements = userSequenceElements(base, line: range.line) ?? genericSequenceElements(base, line: range.line),
           let builtin = builtinMethod(elements, basePlace: isMutableCollection(base.type) || isOwnMutableDefault(base.type, name.name) ? basePlace : nil,
                                       name: name,
                                       arguments: arguments, expected: expected, range: range) {
            return ownSequenceReversed(builtin, of: base, name: name.name, line: range.line) ?? builtin
        }
        if let wrapped = base.type.optionalWrapped, let unwrapped = implicitlyUnwrapped(base, to: wrapped) {
            // `d.rounded()` on a `Double!`: Optional has no such method, so Swift forces it.
            return callMethod(unwrapped, basePlace: nil, name: name, arguments: arguments, expected: expected, range: range,
                              baseCaret: baseCaret)
        }
        if let wrapped = base.type.optionalWrapped, methodsNamed(name.name, in: wrapped) != nil
            || !StandardLibrary.members(named: name.name, of: wrapped, isStatic: false).isEmpty {
            error("value of optional type '\(base.type)' must be unwrapped to refer to member '\(name.name)' of wrapped base type '\(wrapped)'",
                  baseCaret ?? range)
        } else if let property = propertyCalledAsMethod(base, name: name, range: range) {
            error("cannot call value of non-function type '\(property)'", name.range)
        } else if !rejectStaticMemberOnInstance(base, name: name, at: baseCaret ?? range) {
            errorSuggesting("value of type '\(spokenMemberBase(base.type))' has no member '\(name.name)'", name.range, name: name.name,
                            among: memberNames(of: base.type, isStatic: false))
        }
        lowerAll(arguments)
        return Typed(Constant(.void, line: range.line), .error)
    }

    /// The protocol whose extension declares `method`, if one does.
    ///
    /// Only protocols' tables are searched: every method call on a method that is not a
    /// requirement asks, and searching every type's table (the library has hundreds) cost 7% of
    /// the library's start-up. A method goes into a table only where its type declares it
    /// (`declareMember`), and a protocol's are made dispatching dynamically there: a method that
    /// does not is a struct's, an enum's or a standard type's, and no protocol declares it.
    func protocolOwner(of method: FunctionSymbol) -> NominalDecl? {
        guard method.dispatchesDynamically else { return nil }
        let declares = { (key: ObjectIdentifier) in
            self.environment.members[key]?.methods[method.name]?.contains(where: { $0 === method }) == true
        }
        for (key, decl) in environment.protocolDecls where declares(key) { return decl }
        // An extension of `Sequence` or `Collection`, whose members no standard value has at run time.
        return environment.builtinProtocols.values.first { declares(ObjectIdentifier($0)) }
    }

    /// A stored property holding a closure, or a computed one giving one (a lazy closure), called
    /// (`handler(3)` through `self.handler`).
    private func fieldOfFunctionType(_ base: Typed, basePlace: Place?, name: Identifier, range: SourceRange) -> Typed? {
        guard let decl = base.type.nominalDecl, let (_, table) = lookupMembers(name.name, in: decl),
              table.fields[name.name] != nil || table.computed[name.name]?.type.isFunction == true else { return nil }
        let typed = valueMember(base, name: name, expected: nil, range: range, basePlace: basePlace)
        if case .function = typed.type { return typed }
        return nil
    }
}
