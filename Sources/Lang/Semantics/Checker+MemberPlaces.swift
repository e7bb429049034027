/// Member places: `base.name` as the target of an assignment or a mutation (a stored property
/// through its base's place, a computed property's setter, a protocol's settable requirement).
extension Checker {
    /// A place for `base.name = …`: a stored property (through the base's place), or a computed
    /// property's setter.
    func memberPlace(baseExpression: Expr?, basePlace: Place, baseType: SwiftType, name: Identifier, range: SourceRange,
                     baseIsMutable: Bool) -> (Place, SwiftType)? {
        let line = range.line
        if let bound = baseType.classBoundType ?? selfBound(declaring: name.name, on: baseType).map({ SwiftType.nominal($0, []) }) {
            return memberPlace(baseExpression: baseExpression, basePlace: basePlace, baseType: bound, name: name, range: range,
                               baseIsMutable: baseIsMutable)
        }
        switch baseType {
        case .tuple(let elements):
            if let index = Int(name.name) ?? elements.firstIndex(where: { $0.label == name.name }), index < elements.count {
                return (FieldPlace(base: basePlace, index: index, line: line), elements[index].type)
            }
        case .nominal(let decl, let arguments):
            var substitution = typeArgumentSubstitution(decl, arguments)
            // `items[0] = v` in `extension Container where Item == Int`: Self's Item is Int there.
            if decl.kind == .protocol { substitution.merge(associatedTypeBindings(of: baseType)) { first, _ in first } }
            if let (owner, table) = lookupMembers(name.name, in: decl) {
                if let index = table.fields[name.name] {
                    guard let property = storedProperty(of: owner, fieldIndex: index) else { return nil }
                    if property.isLet, !(context.isInitializer && isSelf(baseExpression)) {
                        // `x += 1` is worded by its operator, where swiftc puts it.
                        if let wording = assignmentWording, wording.prefix.hasPrefix("left side of mutating operator")
                            || wording.prefix.hasPrefix("cannot pass immutable value") {
                            error("\(wording.prefix): '\(name.name)' is a 'let' constant", wording.range)
                        } else {
                            error("cannot assign to property: '\(name.name)' is a 'let' constant", name.range)
                        }
                    }
                    if property.isLet, property.hasDefault, context.isInitializer, isSelf(baseExpression),
                       let assignment = plainAssignmentOperator {
                        error("immutable value 'self.\(name.name)' may only be initialized once", assignment)
                    }
                    let inOwnObserver = context.owner.observedProperty == name.name && isSelf(baseExpression)
                    // An initialiser stores its own class's properties directly; a subclass's
                    // initialiser setting an inherited one runs its observers, as in Swift.
                    let storesOwnDirectly = context.isInitializer && (context.selfType ?? currentType)?.nominalDecl === owner
                    if !storesOwnDirectly, !inOwnObserver,
                       let observed = observedFieldPlace(basePlace, index: index, name: name.name, owner: owner, table: table, line: line) {
                        return (ownedPlace(observed, property.ownership), property.type.substituting(substitution))
                    }
                    // A protocol's value may be either: the access looks at it (`FieldPlace.access`).
                    let ofInstance: Bool? = decl.kind == .class ? true : decl.kind == .protocol ? nil : false
                    return (ownedPlace(FieldPlace(base: basePlace, index: index, ofInstance: ofInstance, line: line), property.ownership),
                            property.type.substituting(substitution))
                }
                if let computed = computedProperty(name, in: table, receiver: baseType) {
                    if case .error = computed.type { return nil }
                    guard let setter = computed.setter else {
                        reportGetOnly(name)
                        return nil
                    }
                    let type = computed.type.substituting(substitution)
                    if setter.code.isRequirement {
                        return (DynamicPropertyPlace(base: basePlace, name: name.name, line: line), type)
                    }
                    let dispatches = computed.getter.dispatchesDynamically && !callsChosenDirectly(name.name, in: table, chosen: computed)
                    return (ComputedPlace(base: basePlace, getter: computed.getter.code, setter: setter.code,
                                          dynamicName: dispatches ? name.name : nil, line: line), type)
                }
            }
            // A settable property a protocol extension gives the type (`first` where `Item == Int`).
            if decl.kind != .protocol, let found = requiredSettableProperty(name, in: declaredProtocols(of: decl), receiver: baseType,
                                                                            basePlace: basePlace, line: line) {
                return (found.0, found.1.substituting(associatedTypeBindings(of: baseType)))
            }
        case .existential(let protocols), .opaque(let protocols):
            if let found = requiredSettableProperty(name, in: protocols, receiver: baseType, basePlace: basePlace, line: line) {
                return found
            }
        case .generic(let parameter):
            if let (place, type) = requiredSettableProperty(name, in: parameter.constraints, receiver: baseType,
                                                            basePlace: basePlace, line: line) {
                return (place, type.substituting(associatedSubstitution(for: parameter)))
            }
        default:
            break
        }
        if let table = extensionTable(declaring: name.name, of: baseType) {
            return extensionPropertyPlace(name, in: table, basePlace: basePlace, baseType: baseType, line: line)
        }
        if case .error = baseType { return nil }
        error("value of type '\(baseType)' has no member '\(name.name)'", name.range)
        return nil
    }

    /// The place of a settable property a program's extension adds to a builtin type (`var total:
    /// Int { get set }` where `Element == Int`): the one whose `where` clause the receiver meets.
    private func extensionPropertyPlace(_ name: Identifier, in table: TypeMembers, basePlace: Place, baseType: SwiftType,
                                        line: Int) -> (Place, SwiftType)? {
        guard let computed = computedProperty(name, in: table, receiver: baseType, checking: .element) else { return nil }
        guard computed.type != .error, let setter = computed.setter else {
            if computed.type != .error { reportGetOnly(name) }
            return nil
        }
        let type = computed.type.substituting(builtinSubstitution(computed.type, receiver: baseType))
        return (ComputedPlace(base: basePlace, getter: computed.getter.code, setter: setter.code, dynamicName: nil, line: line), type)
    }

    /// The place of a property one of `protocols` requires: settable through the value's
    /// dynamic type when required `{ get set }`, else swiftc's get-only error (and the error type);
    /// one of several constrained extensions declare is the one `receiver` meets, set directly.
    private func requiredSettableProperty(_ name: Identifier, in protocols: [NominalDecl], receiver: SwiftType,
                                          basePlace: Place, line: Int) -> (Place, SwiftType)? {
        for proto in protocols {
            guard let (_, table) = protocolMember(name.name, of: proto),
                  let computed = computedProperty(name, in: table, receiver: receiver) else { continue }
            let place = DynamicPropertyPlace(base: basePlace, name: name.name, line: line)
            guard computed.type != .error, let setter = computed.setter else {
                if computed.type != .error { reportGetOnly(name) }
                return (place, .error)
            }
            if callsChosenDirectly(name.name, in: table, chosen: computed), !setter.code.isRequirement {
                return (ComputedPlace(base: basePlace, getter: computed.getter.code, setter: setter.code, dynamicName: nil,
                                      line: line), computed.type)
            }
            return (place, computed.type)
        }
        return nil
    }

    /// swiftc's error for assigning a get-only property: worded by the assignment (`x = 1`, or
    /// `x += 1` at its operator).
    private func reportGetOnly(_ name: Identifier) {
        if let wording = assignmentWording, wording.prefix.hasPrefix("left side of mutating operator") {
            error("\(wording.prefix): '\(name.name)' is a get-only property", wording.range)
        } else {
            error("cannot assign to property: '\(name.name)' is a get-only property", name.range)
        }
    }

    private func isSelf(_ value: Expr?) -> Bool {
        guard let value, case .identifier(let name, _) = value.kind else { return value == nil }
        return name.name == "self"
    }
}
