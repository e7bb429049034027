/// Members: stored and computed properties, enum cases, static members, tuple elements.
extension Checker {
    /// `base.name` where `base` is a value or a type.
    func member(base: Expr, name: Identifier, expected: SwiftType?, range: SourceRange) -> Typed {
        if let layout = memoryLayoutMember(base: base, name: name, range: range) { return layout }
        // `map(Array.init)`: the element type comes from the function's parameter.
        if name.name == "init", case .identifier(let typeName, let arguments) = base.kind, typeName.name == "Array",
           arguments.isEmpty, lookup("Array") == nil, case .function(let function)? = expected, function.parameters.count == 1,
           let element = sequenceElement(function.parameters[0].type),
           let converter = initializerFunction(.array(element), from: function.parameters[0].type, line: range.line) {
            return converter
        }
        if name.name == "none", namesBareOptional(base) { return bareOptionalNone(expected: expected, base: base, range: range) }
        if let dynamic = dynamicSelfValue(base), let property = classMetatypeStatic(dynamic, name: name.name, line: range.line) {
            return property
        }
        if let type = typeNamed(by: base) {
            if rejectInstanceMemberOnType(type, name: name, calling: nil, at: base.range) {
                return Typed(Constant(.void, line: range.line), .error)
            }
            if rejectPrivateStorage(name, of: type) { return Typed(Constant(.void, line: range.line), .error) }
            if let made = typeInitializerValue(base: base, type: type, name: name, expected: expected, range: range) { return made }
            if let property = namedClassComputedStatic(type, name: name.name, line: range.line) { return property }
            if let method = staticMethodValue(base: base, type: type, name: name, expected: expected, range: range) { return method }
            return staticMember(type, name: name, expected: expected, range: range)
        }
        // `Swift.min` as a value: the standard library's function, unless the program names something `Swift`.
        if case .identifier(let module, _) = base.kind, module.name == "Swift", lookup("Swift") == nil {
            return identifier(name, expected: expected, range: range)
        }
        if case .superRef = base.kind { return superProperty(name, expected: expected, range: range) }
        let errorsBefore = initialization.errors.count
        var tiedResult: SwiftType?
        switch memberBaseTie(base, name: name, arguments: nil, expected: expected, range: range) {
        case .result(let type)?: tiedResult = type
        case .reported?: return Typed(Constant(.void, line: range.line), .error)
        case nil: break
        }
        if markSelfMemberBase(base) { noteSelfMemberRead(name) }
        resultUseDepth += 1
        let typed = expression(base, expected: tiedResult ?? chainBaseExpectation(base, expected)
                               ?? literalBaseExpectation(base, member: name.name)
                               ?? literalPropertyReceiverType(base, name: name, expected: expected, range: range))
        resultUseDepth -= 1
        initialization.selfIsMemberBase = false
        if initialization.errors.count > errorsBefore { placeUninitializedRead(of: base, member: name, type: typed.type) }
        if case .error = typed.type { return typed }
        if rejectPrivateStorage(name, of: typed.type) { return Typed(typed.node, .error) }
        return valueMember(typed, name: name, expected: expected, range: range,
                           basePlace: mutatingGetterBase(base, name: name.name, of: typed.type), baseCaret: caret(base))
    }

    /// Whether `type` has an instance member `name` declared by the program.
    func memberExists(_ name: String, of type: SwiftType) -> Bool {
        guard let decl = type.nominalDecl else { return false }
        // An enum with a raw type has `rawValue` (`var id: String { rawValue }`).
        if decl.kind == .enum, name == "rawValue", decl.rawType != nil { return true }
        var current: NominalDecl? = decl
        var hops = 0
        while let type = current, hops < 100 {
            let table = environment.members(of: type)
            if table.fields[name] != nil || table.computed[name] != nil || table.methods[name] != nil { return true }
            current = type.superclass
            hops += 1
        }
        // An enum with raw values has `rawValue` (RawRepresentable's), read as `self.rawValue` inside it.
        if decl.kind == .enum, name == "rawValue", decl.rawType != nil { return true }
        return protocolMember(name, of: decl) != nil || selfBound(declaring: name, on: type) != nil
    }

    /// Whether `type` has a static member or case `name` (a `CaseIterable` enum's `allCases` too).
    func staticMemberExists(_ name: String, of type: SwiftType) -> Bool {
        guard let decl = type.nominalDecl else { return false }
        let table = environment.members(of: decl)
        if decl.kind == .enum, name == "allCases", let caseIterable = builtinProtocol("CaseIterable"),
           environment.conformances.conforms(decl, to: caseIterable) {
            return true
        }
        if name == "allCases", type == currentType, isCaseIterableProtocol(decl) { return true }
        return decl.caseIndex(name) != nil || table.staticVariables[name] != nil || table.staticComputed[name] != nil
            || table.staticMethods[name] != nil || selfBoundStaticOwner(name, on: type) != nil
    }

    /// A member declared by a protocol `decl` conforms to (requirement or extension).
    func protocolMember(_ name: String, of decl: NominalDecl) -> (NominalDecl, TypeMembers)? {
        var visited: Set<ObjectIdentifier> = []
        // A subclass has the extension members of the protocols its superclasses conform to.
        var pending = declaredProtocols(of: decl) + (decl.kind == .protocol ? [decl] : [])
        while let proto = pending.popLast() {
            guard visited.insert(ObjectIdentifier(proto)).inserted else { continue }
            let table = environment.members(of: proto)
            if table.computed[name] != nil || table.methods[name] != nil { return (proto, table) }
            pending.append(contentsOf: environment.conformances.protocols(of: proto))
        }
        return nil
    }

    /// The member table holding `name` for `decl`: its own, a superclass's, or nil.
    func lookupMembers(_ name: String, in decl: NominalDecl) -> (NominalDecl, TypeMembers)? {
        var current: NominalDecl? = decl
        var hops = 0
        while let type = current, hops < 100 {
            let table = environment.members(of: type)
            if table.fields[name] != nil || table.computed[name] != nil || table.methods[name] != nil {
                return (type, table)
            }
            current = type.superclass
            hops += 1
        }
        return nil
    }

    /// `value.name`.
    func valueMember(_ base: Typed, name: Identifier, expected: SwiftType?, range: SourceRange, basePlace: Place?,
                     baseCaret: SourceRange? = nil) -> Typed {
        let line = range.line
        if let property = staticRequirementProperty(base, name: name.name, line: line) { return property }
        if let property = classMetatypeStatic(base, name: name.name, line: line) { return property }
        if let property = valueTypeMetatypeMember(base, name: name, expected: expected, range: range) { return property }
        if let bound = classBoundBase(base, member: name.name) ?? selfBoundBase(base, member: name.name) {
            return seenThroughSelfBound(valueMember(bound, name: name, expected: expected, range: range, basePlace: basePlace,
                                                    baseCaret: baseCaret))
        }
        if rejectStridelessRangeProperty(base, name: name) { return Typed(base.node, .error) }
        switch base.type {
        case .tuple(let elements):
            if let index = Int(name.name), index >= 0, index < elements.count {
                return Typed(FieldGet(base.node, index: index, line: line), elements[index].type)
            }
            if let index = elements.firstIndex(where: { $0.label == name.name }) {
                return Typed(FieldGet(base.node, index: index, line: line), elements[index].type)
            }
            error("value of tuple type '\(base.type)' has no member '\(name.name)'", name.range)
            return Typed(base.node, .error)
        case .nominal(let decl, let arguments):
            var substitution = typeArgumentSubstitution(decl, arguments)
            if decl.kind == .protocol { substitution.merge(associatedTypeBindings(of: base.type)) { first, _ in first } }
            if let (owner, table) = lookupMembers(name.name, in: decl) {
                if let index = table.fields[name.name] {
                    let property = storedProperty(of: owner, fieldIndex: index)
                    let type = (property?.type ?? .error).substituting(substitution)
                    let reader = ownedRead(FieldGet(base.node, index: index, line: line), property?.ownership)
                    if property?.isImplicitlyUnwrapped == true { implicitlyUnwrappedReaders.insert(HeldIdentity(reader)) }
                    return Typed(reader, type)
                }
                if let methods = table.methods[name.name]?.filter({ method in name.argumentLabels.map { $0 == method.labels } ?? true }),
                   methods.count == 1, let method = methods.first, !method.isMutating,
                   !propertyHidesMethod(table, name.name, method: method, expected: expected) {
                    let code = method.code
                    return Typed(Unary(base.node, line: line) { value, _ in
                        .function(Closure(code: code, captured: nil, boundSelf: value))
                    }, SwiftType.function(method.type).substituting(substitution))
                }
                if let computed = computedProperty(name, in: table, receiver: base.type) {
                    let getter = computed.getter
                    // Another Sequence extension's property binds its own element to the receiver's.
                    substitution.merge(elementSubstitution(getter, receiver: base.type)) { first, _ in first }
                    if case .error = computed.type { return Typed(base.node, .error) }
                    if getter.isMutating {
                        return mutatingGetterRead(base, getter: getter, type: computed.type.substituting(substitution),
                                                  basePlace: basePlace, name: name, range: range)
                    }
                    let dispatches = getter.dispatchesDynamically || decl.kind == .protocol
                    let node: Expression = dispatches && !callsChosenDirectly(name.name, in: table, chosen: computed)
                        ? DynamicGet(base.node, name: name.name, line: line)
                        : DirectCall(code: getter.code, capturedHops: nil, receiver: base.node, arguments: [], line: line)
                    // The getter's body may need its type's parameters (`reduce(0, +)` over `T`), as a method's does.
                    let read = Typed(witnessedCall(node, substitution: substitution, line: line), computed.type.substituting(substitution))
                    return subclassSelfResult(read, returnsSelf: getter.returnsSelf && !getter.isStatic, receiver: base.type)
                }
            }
            if let (owner, table) = protocolMember(name.name, of: decl),
               let computed = computedProperty(name, in: table, receiver: base.type) {
                let bindings = associatedTypeBindings(of: base.type)
                    .merging(elementSubstitution(computed.getter, receiver: base.type)) { first, _ in first }
                    .merging(extensionSelfBinding(computed.getter, receiver: base.type)) { first, _ in first }
                if case .error = computed.type { return Typed(base.node, .error) }
                if computed.getter.isMutating, !computed.getter.code.isRequirement {
                    return mutatingGetterRead(base, getter: computed.getter, type: computed.type.substituting(bindings),
                                              basePlace: basePlace, name: name, range: range)
                }
                // A `Sequence` or `Collection` extension's property: no standard value has it at run time.
                if (owner.isBuiltin && !computed.getter.code.isRequirement) || callsChosenDirectly(name.name, in: table, chosen: computed) {
                    let read = directComputedRead(base, computed, substitution: bindings, line: line)
                    return recordingConformerSelf(read, owner: owner, receiver: base.type, line: line)
                }
                // The getter's body may need the conformer's associated types (`var s: Item = 0`).
                let get = witnessedCall(DynamicGet(base.node, name: name.name, line: line), substitution: bindings, line: line)
                return recordingConformerSelf(Typed(get, computed.type.substituting(bindings)), owner: owner, receiver: base.type, line: line)
            }
            if decl.kind == .enum, name.name == "rawValue", let rawType = decl.rawType {
                return Typed(Unary(base.node, line: line) { value, line in
                    guard case .enumValue(let decl, let index, _) = value.unboxed, index < decl.cases.count,
                          let raw = decl.cases[index].rawValue else { throw RuntimeError("enum has no raw value", line: line) }
                    return raw.value
                }, rawType)
            }
            if decl.kind == .protocol, decl.isBuiltin {
                break
            }
        case .existential(let protocols), .opaque(let protocols):
            for proto in protocols {
                if let (_, table) = protocolMember(name.name, of: proto), let computed = table.computed[name.name] {
                    return Typed(DynamicGet(base.node, name: name.name, line: line), computed.type)
                }
            }
        case .generic(let parameter) where name.name == "description":
            _ = parameter
            return Typed(describingNode(base, line: line), .string)
        case .generic(let parameter):
            if name.name == "rawValue", let raw = genericRawValueMember(base, parameter, line: line) { return raw }
            if name.name == "id", let identifier = genericIdentifierMember(base, parameter, line: line) { return identifier }
            for proto in parameter.constraints {
                if let (owner, table) = protocolMember(name.name, of: proto),
                   let computed = computedProperty(name, in: table, receiver: base.type) {
                    let substitution = associatedSubstitution(for: parameter)
                        .merging(elementSubstitution(computed.getter, receiver: base.type)) { first, _ in first }
                        .merging(extensionSelfBinding(computed.getter, receiver: base.type)) { first, _ in first }
                    if case .error = computed.type { return Typed(base.node, .error) }
                    if computed.getter.isMutating, !computed.getter.code.isRequirement {
                        return mutatingGetterRead(base, getter: computed.getter, type: computed.type.substituting(substitution),
                                                  basePlace: basePlace, name: name, range: range)
                    }
                    // A `Sequence` or `Collection` extension's property: no standard value has it at run time.
                    let read = owner.isBuiltin || callsChosenDirectly(name.name, in: table, chosen: computed)
                        ? directComputedRead(base, computed, substitution: substitution, line: line)
                        : Typed(DynamicGet(optionalConformerReceiver(base, line: line), name: name.name, line: line),
                                computed.type.substituting(substitution))
                    return recordingConformerSelf(read, owner: owner, receiver: base.type, line: line)
                }
            }
        case .optional(let wrapped):
            if let extensionMember = extensionProperty(base, name: name, range: range) { return extensionMember }
            if let unwrapped = implicitlyUnwrapped(base, to: wrapped) {
                return valueMember(unwrapped, name: name, expected: expected, range: range, basePlace: nil)
            }
            error("value of optional type '\(base.type)' must be unwrapped to refer to member '\(name.name)' of wrapped base type '\(base.type.optionalWrapped ?? .error)'", baseCaret ?? range)
            return Typed(base.node, .error)
        default:
            break
        }
        if let extensionMember = extensionProperty(base, name: name, range: range) { return extensionMember }
        if name.argumentLabels == nil, let described = inheritedDescription(base, name: name.name, line: line) { return described }
        if name.argumentLabels == nil, let dynamic = dynamicMember(base, name: name, range: range) { return dynamic }
        if name.argumentLabels == nil, let builtin = strideableRangeProperty(base, name: name, range: range)
            ?? builtinProperty(base, name: name.name, range: range) { return builtin }
        if let bound = offsetSliceProperty(base, name: name, line: line) ?? ownSliceProperty(base, name: name, line: line)
            ?? ownCollectionIndicesProperty(base, name: name, line: line) {
            return bound
        }
        if let eager = eagerCallProperty(base, name: name, range: range) ?? enumeratedLazyCount(base, name: name, range: range)
            ?? lazyFilterIndicesProperty(base, name: name, range: range) {
            return eager
        }
        if Self.indexMembers.contains(name.name), let slice = lazySliceAsArraySlice(base, line: line) {
            return valueMember(slice, name: name, expected: expected, range: range, basePlace: nil)
        }
        if let method = builtinMethodValue(base, name: name, expected: expected, range: range) { return method }
        if let missing = missingFlattenMember(base, name: name) ?? missingLazySequenceMember(base, name: name) { return missing }
        if let method = sequenceFirstMethod(base, name: name, expected: expected, range: range) { return method }
        if let lazy = lazyOfWrapper(base, name: name, range: range) { return lazy }
        if rejectStaticMemberOnInstance(base, name: name, at: baseCaret ?? range) { return Typed(base.node, .error) }
        let lacksMember = lacksCollectionMember(base.type, name: name.name)
        if name.name == "count", lacksSubscript(base) {
            // A mere sequence's only `count` is Swift 6's `count(where:)`, generic over its error.
            error("generic parameter 'E' could not be inferred", name.range)
            return Typed(base.node, .error)
        }
        if !lacksMember, let indices = genericIndicesMember(base, name: name.name, line: line) { return indices }
        if let elements = flattenSequenceElements(base, line: line)
            ?? (lacksMember ? nil : genericSequenceElements(base, line: line))
            ?? userCollectionElements(base, member: name.name, line: line),
           !lacksDescription(base, name: name.name),
           let builtin = builtinProperty(elements, name: name.name, range: range) {
            return builtin
        }
        if rejectMutatingMethodValue(base, name: name) { return Typed(base.node, .error) }
        errorSuggesting("value of type '\(spokenMemberBase(base.type))' has no member '\(name.name)'", name.range, name: name.name,
                        among: memberNames(of: base.type, isStatic: false))
        return Typed(base.node, .error)
    }

    /// Whether `name` is `description` of a lazy wrapper that swiftc gives none: every one but
    /// the `ReversedCollection` a `reversed()` call returns, where swiftc picks the `reversed()`
    /// that returns an array (`elements.reversed().description`) and a stored one has none.
    private func lacksDescription(_ base: Typed, name: String) -> Bool {
        guard name == "description", case .nominal(let decl, _) = base.type, let kind = LazySequenceValue.kind(of: decl) else { return false }
        return kind != .reversed || !isReversedCall(base.node)
    }

    /// The table of a program's extension of builtin `type` (or of the sequence protocols it
    /// conforms to) that declares computed property `name`.
    func extensionTable(declaring name: String, of type: SwiftType) -> TypeMembers? {
        let tables = [environment.extensionMembers(of: type)].compactMap { $0 } + sequenceExtensionTables(of: type)
            + valueProtocolExtensionTables(of: type)
        if let table = tables.first(where: { $0.computed[name] != nil }) { return table }
        // A program's protocol added to the builtin type (`extension Int: Shape {}`) brings its
        // extensions' properties, as it brings their methods.
        for proto in environment.conformances.protocols(ofBuiltin: type) where !proto.isBuiltin {
            if let (_, table) = protocolMember(name, of: proto), let computed = table.computed[name], !computed.getter.code.isRequirement {
                return table
            }
        }
        return nil
    }

    /// A computed property a program added to a builtin type by `extension`.
    private func extensionProperty(_ base: Typed, name: Identifier, range: SourceRange) -> Typed? {
        if let text = stringProtocolExtensionReceiver(base, name: name.name, line: range.line) {
            return extensionProperty(text, name: name, range: range)
        }
        guard let table = extensionTable(declaring: name.name, of: base.type),
              let computed = computedProperty(name, in: table, receiver: base.type, checking: .element) else { return nil }
        if case .error = computed.type { return Typed(base.node, .error) }
        // The extension's element is bound even where the property's type does not name it
        // (`var average: Double` of `where Element: BinaryInteger`, whose body reads `sum`).
        let substitution = builtinSubstitution(computed.type, receiver: base.type)
            .merging(builtinSelfSubstitution(computed.getter, receiver: base.type)) { first, _ in first }
            .merging(elementSubstitution(computed.getter, receiver: base.type)) { first, _ in first }
            .merging(extensionSelfBinding(computed.getter, receiver: base.type)) { first, _ in first }
        // A collection extension's property of its `SubSequence` cuts the receiver's elements.
        let held = returnsSequenceSubSequence(computed.getter, receiver: base.type) ? HeldValue(line: range.line) : nil
        let call = DirectCall(code: computed.getter.code, capturedHops: nil, receiver: held ?? base.node, arguments: [], line: range.line)
        // The getter's body may need `Element` at run time (`reduce(0, +)`), as a method's does.
        let node = recordingBuiltinConformerSelf(witnessedCall(call, substitution: substitution, line: range.line), as: base.type,
                                                 line: range.line)
        let read = Typed(node, computed.type.substituting(substitution))
        return held.map { ownSubSequenceResult(read, of: base, held: $0, line: range.line) } ?? read
    }

    /// The stored property at `fieldIndex` of `owner`'s values (inherited fields first), or nil
    /// when the index is not one of `owner`'s own.
    func storedProperty(of owner: NominalDecl, fieldIndex: Int) -> StoredProperty? {
        let local = fieldIndex - inheritedFieldCount(owner)
        guard local >= 0, local < owner.storedProperties.count else { return nil }
        return owner.storedProperties[local]
    }

    /// How many fields a class inherits from its superclasses (they come first in an instance).
    func inheritedFieldCount(_ decl: NominalDecl) -> Int {
        var count = 0
        var current = decl.superclass
        var hops = 0
        while let type = current, hops < 100 {
            count += type.storedProperties.count
            current = type.superclass
            hops += 1
        }
        return count
    }

    /// `Type.name`: an enum case, a static property, a builtin constant (`Int.max`).
    func staticMember(_ type: SwiftType, name: Identifier, expected: SwiftType?, range: SourceRange) -> Typed {
        let line = range.line
        if case .generic(let parameter) = type, let found = genericStaticMember(parameter, name: name.name, line: line) { return found }
        if case .optional = type, name.name == "none" { return Typed(Constant(.null, line: line), type) }
        if let allCases = protocolSelfAllCases(type, name: name.name, range: range) { return allCases }
        if let bound = selfBoundStatic(type, name: name.name, range: range) { return bound }
        if let decl = type.nominalDecl {
            if let owner = inheritedStaticOwner(name.name, of: decl) {
                return staticMember(inheritedStaticOwnerType(owner, of: type), name: name, expected: expected, range: range)
            }
            let table = environment.members(of: decl)
            if decl.kind == .enum, let index = decl.caseIndex(name.name) {
                let enumCase = decl.cases[index]
                if enumCase.associatedValues.isEmpty {
                    return Typed(Constant(.enumValue(decl, index, []), line: line), bareGenericCaseType(type, expected: expected))
                }
                let parameters = enumCase.associatedValues.map { FunctionParameter(label: $0.label, $0.type) }
                return Typed(Lazy(line: line) { _, _ in .void }, .function(FunctionType(parameters, type)))
            }
            if let variable = table.staticVariables[name.name] {
                return Typed(staticReader(variable, line: line), variable.type)
            }
            if let computed = table.staticComputed[name.name] {
                if decl.kind == .protocol, computed.getter.code.isRequirement {
                    return Typed(protocolSelfStatic(decl, name: name.name, line: line), computed.type)
                }
                // `List<Int>.nothing` of `static var nothing: List<T>`: the type's arguments for its parameters.
                var substitution: [TypeParameter: SwiftType] = [:]
                if case .nominal(_, let arguments) = type, arguments.count == decl.genericParameters.count, !arguments.isEmpty {
                    substitution = typeArgumentSubstitution(decl, arguments)
                    // `Holder<String>.zero` of an `extension Holder where T == Int`.
                    rejectUnmetExtensionRequirements(computed.getter, receiver: type, name: name, isProperty: true)
                }
                let call = DirectCall(code: computed.getter.code, capturedHops: nil, receiver: nil, arguments: [], line: line)
                return Typed(witnessedCall(call, substitution: substitution, line: line), computed.type.substituting(substitution))
            }
            if let nested = table.nestedTypes[name.name] {
                return Typed(Constant(.metatype(nested), line: line), .metatype(nested))
            }
            if decl.kind == .enum, name.name == "allCases", environment.conformances.conforms(decl, to: builtinProtocol("CaseIterable") ?? decl) {
                let values = decl.cases.indices.map { Value.enumValue(decl, $0, []) }
                return Typed(Constant(.array(values), line: line), .array(type))
            }
            if let inherited = protocolStaticProperty(decl, name: name.name, line: line, use: (type, name)) { return inherited }
        }
        if let table = environment.extensionMembers(of: type), let variable = table.staticVariables[name.name] {
            return Typed(staticReader(variable, line: line), variable.type)
        }
        if type == .string, let nested = nestedType(name.name, in: type), nested.nominalDecl != nil {
            return Typed(Constant(.metatype(nested), line: line), .metatype(nested))
        }
        if let builtin = builtinStaticProperty(type, name: name.name, line: line) { return builtin }
        if let inherited = builtinConformerStaticProperty(type, name: name, line: line) { return inherited }
        if let extended = valueProtocolStaticProperty(type, name: name.name, line: line) { return extended }
        if name.name == "init", name.argumentLabels == nil, case .function(let function)? = expected,
           function.parameters.count == 1, initializerReferenceIsAmbiguous(type, from: function.parameters[0].type) {
            error("ambiguous use of 'init'", name.range)
            return Typed(Constant(.void, line: line), .error)
        }
        if name.name == "init", case .function(let function)? = expected, function.parameters.count == 1,
           let converter = initializerFunction(type, from: function.parameters[0].type, line: line) {
            return converter
        }
        if name.name == "self" { return Typed(Constant(.metatype(type), line: line), .metatype(type)) }
        if let method = unappliedMethod(type, name: name, expected: expected, range: range) { return method }
        // A program protocol's extension names its own type `Self`, as swiftc's generic `Self` is.
        var spoken = "\(type)"
        if case .nominal(let decl, _) = type, decl.kind == .protocol, !decl.isBuiltin, decl === currentType?.nominalDecl { spoken = "Self" }
        errorSuggesting("type '\(spoken)' has no member '\(name.name)'", name.range, name: name.name,
                        among: memberNames(of: type, isStatic: true))
        return Typed(Constant(.void, line: line), .error)
    }

    /// `.name` with the type taken from the context.
    func implicitMember(_ name: Identifier, arguments: [Argument]?, expected: SwiftType?, range: SourceRange) -> Typed {
        guard let expected else {
            error("cannot infer contextual base in reference to member '\(name.name)'", name.range)
            return Typed(Constant(.void, line: range.line), .error)
        }
        if case .error = expected.unwrappingOptionals { return Typed(Constant(.void, line: range.line), .error) }
        var base = expected.unwrappingOptionals
        if case .optional = expected, name.name == "none" {
            return Typed(Constant(.null, line: range.line), expected)
        }
        let existential = base
        if case .existential(let protocols) = base, protocols.count == 1 { base = .nominal(protocols[0], []) }
        if arguments == nil, reportCaseWithoutPayload(name, expected: expected) {
            return Typed(Constant(.void, line: range.line), .error)
        }
        let contextual = contextualProtocols(base)
        if let contextual {
            if rejectUnpinnedContextualStatic(name, protocols: contextual) { return Typed(Constant(.void, line: range.line), .error) }
            if case .opaque = base, let owner = pinnedStaticOwner(name.name, protocols: contextual) { base = owner }
        }
        let before = diagnostics.count
        let typed = staticMember(base, name: name, expected: expected, range: range)
        // swiftc names the optional the context wants: "type 'Color?' has no member 'vermilion'",
        // and an existential as written ('any P'), unless it stands for a library's generic parameter.
        if let contextual, contextualProtocols(base) != nil {
            nameProtocolsOfMissingMember(name, base: base, protocols: contextual, since: before)
        } else if case .optional = expected {
            nameContextOfMissingMember(name, base: base, context: expected, since: before)
        } else if existential != base, !genericStandInRanges.contains(range) {
            nameContextOfMissingMember(name, base: base, context: existential, since: before)
        }
        return typed
    }

    /// Rewrites the one diagnostic since `before`, when it says `base` (the type an implicit
    /// member was looked up in) has no member `name`, to name `context` as swiftc does.
    func nameContextOfMissingMember(_ name: Identifier, base: SwiftType, context: SwiftType, since before: Int) {
        let missing = "type '\(base)' has no member '\(name.name)'"
        guard diagnostics.count == before + 1, diagnostics[before].range == name.range,
              diagnostics[before].message.hasPrefix(missing) else { return }
        diagnostics[before].message = "type '\(context)' has no member '\(name.name)'"
            + diagnostics[before].message.dropFirst(missing.count)
    }
}

extension Checker {
    /// A read of a static stored property: of its global slot, after its first use's
    /// initialisation when it is initialised lazily.
    func staticReader(_ variable: Variable, line: Int) -> Expression {
        let reader: Expression = variable.lazyStatic.map { LazyStaticGet($0, line: line) } ?? location(of: variable).reader(line: line)
        // `static var modulus: UInt!` reads as a UInt where an optional does not fit.
        if variable.isImplicitlyUnwrapped { implicitlyUnwrappedReaders.insert(HeldIdentity(reader)) }
        return reader
    }
}
