/// A class's `deinit`, which the runtime runs when an instance's last strong reference goes
/// (`DeinitQueue`), and the variables whose lifetimes end with their scope.
extension Checker {
    /// Lowers a class's `deinit` body as a method without parameters and records it on the class.
    func declareDeinitializer(_ body: CodeBlock?, owner: NominalDecl?, selfType: SwiftType) {
        guard let owner, owner.kind == .class, let body else { return }
        let symbol = makeSymbol(name: "deinit", parameters: [], result: .void, effects: .none, generics: [], hasSelf: true)
        owner.deinitializer = symbol.code
        queue(owner) { [unowned self] in
            self.lowerBody(symbol, parameters: [], body: body, selfType: selfType,
                           parentContext: self.environment.globalContext)
        }
    }

    /// The variables the current scope declares that may hold a class instance and that no
    /// closure or nested function reads: the block empties them when it exits, so that what they
    /// hold is released there, as Swift ends a local's lifetime at the end of its scope. One a
    /// closure reads lives on in the closure, as in Swift.
    func scopedReferenceVariables() -> [StorageLocation] {
        guard scope !== root else { return [] }
        var variables: [Variable] = []
        for case .variable(let variable) in scope.names.values
        where variable.context === context && variable.wrapper == nil && variable.accessors == nil
            && (!capturedVariables.contains(CapturedVariable(variable)) || confinement.isConfined(variable, capturedVariables))
            && variable.type.mayHoldInstance {
            variables.append(variable)
        }
        return variables.sorted { $0.slot < $1.slot }.map { location(of: $0) }
    }

    /// `read` of a `weak` or `unowned` variable or stored property: the instance, or nil.
    func ownedRead(_ read: Expression, _ ownership: ReferenceOwnership?) -> Expression {
        guard let ownership, ownership != .strong else { return read }
        return WeakRead(read, isUnowned: ownership == .unowned, line: read.line)
    }

    /// `place` of a `weak` or `unowned` variable or stored property: stores weakly.
    func ownedPlace(_ place: Place, _ ownership: ReferenceOwnership) -> Place {
        ownership == .strong ? place : WeakPlace(place, isUnowned: ownership == .unowned, line: place.line)
    }

    /// Whether a variable named `self` is in scope: a closure's `[weak self]` or `[unowned self]`,
    /// or `guard let self` inside one.
    func declaresSelf() -> Bool {
        if case .variable? = lookup("self") { return true }
        return false
    }

    /// The variable `self` names inside a closure when it is not optional (`[unowned self]`,
    /// `guard let self = self`): what implicit `self` reads there.
    func capturedSelf() -> Variable? {
        guard case .variable(let variable)? = lookup("self"), variable.type.optionalWrapped == nil else { return nil }
        return variable
    }

    /// Empties `self` and the parameters of a method whose body made a closure, when it returns:
    /// the closure keeps the method's frame, and with it, in Swift's terms, everything in it,
    /// where Swift keeps only what the closure captures (a `[weak self]` closure stored in a
    /// property would otherwise keep its object alive for ever). Those the closure reads stay.
    func endParameterLifetimes(_ body: Block, function: FunctionContext, parameters: [Variable], selfType: SwiftType?,
                               keepsSelf: Bool) {
        var ended: [StorageLocation] = []
        if !keepsSelf, selfType?.nominalDecl?.kind == .class,
           !capturedVariables.contains(CapturedVariable(function, slot: 0)) {
            ended.append(.local(0))
        }
        for parameter in parameters where parameter.isLet && parameter.type.mayHoldInstance
            && !capturedVariables.contains(CapturedVariable(parameter)) {
            ended.append(.local(parameter.slot))
        }
        if !ended.isEmpty { body.endLifetimes(of: ended) }
    }

    /// Notes that `variable` is read from a function other than its own (a closure's body).
    func noteCapture(of variable: Variable) {
        if variable.context !== context {
            if let name = variable.inoutParameter { rejectEscapingCapture(of: name, in: variable.context) }
            capturedVariables.insert(CapturedVariable(variable))
            confinement.noteReaders(of: variable, from: context)
            noteOuterReference(to: variable.context)
        }
    }

    /// Notes that the code being lowered reads a variable of `function` from a closure inside it.
    func noteOuterReference(to function: FunctionContext) {
        if !outerReferences.isEmpty, !function.isGlobal { outerReferences[outerReferences.count - 1].insert(ObjectIdentifier(function)) }
    }

    /// Runs `lower` (a closure's body) noting the functions whose variables it reads, and answers
    /// whether it reads any of `maker`'s or the functions around it: a closure with a capture
    /// list that reads none needs no frame but its captures' (`[weak self] in self?.tick()`
    /// would otherwise keep the method's frame, and `self` in it, alive).
    func readsEnclosingFrames<T>(of maker: FunctionContext, _ lower: () -> T) -> (T, Bool) {
        outerReferences.append([])
        let result = lower()
        let read = outerReferences.removeLast()
        if !outerReferences.isEmpty { outerReferences[outerReferences.count - 1].formUnion(read) }
        var current: FunctionContext? = maker
        var hops = 0
        while let function = current, !function.isGlobal, hops < 10_000 {
            if read.contains(ObjectIdentifier(function)) { return (result, true) }
            current = function.parent
            hops += 1
        }
        return (result, false)
    }
}

/// A variable read from a closure or nested function, by its function and slot.
///
/// The function is held, not only named by its address: the checker lets a function's context
/// go once its body is lowered, and a later function's context may be made at the same address,
/// where a record of the first would name the later one's variable at the same slot (a local
/// `let g = { … }` taken for one read as a value kept what its closure reads past its block, as
/// the heap happened to reuse addresses: CapturedVariableIdentityTests).
struct CapturedVariable: Hashable {
    let function: FunctionContext
    let slot: Int

    init(_ variable: Variable) {
        function = variable.context
        slot = variable.slot
    }

    init(_ function: FunctionContext, slot: Int) {
        self.function = function
        self.slot = slot
    }

    static func == (left: CapturedVariable, right: CapturedVariable) -> Bool {
        left.function === right.function && left.slot == right.slot
    }

    func hash(into hasher: inout Hasher) {
        hasher.combine(ObjectIdentifier(function))
        hasher.combine(slot)
    }
}

extension SwiftType {
    /// Whether a value of the type may hold a class instance (or a closure, which may capture
    /// one): what a scope must empty at its end for a deinit to run there.
    var mayHoldInstance: Bool {
        var visiting: Set<NominalDecl> = []
        return mayHoldInstance(&visiting, depth: 0)
    }

    private func mayHoldInstance(_ visiting: inout Set<NominalDecl>, depth: Int) -> Bool {
        guard depth < 16 else { return true }
        switch self {
        case .int, .double, .float, .cgFloat, .bool, .string, .substring, .stringIndex, .offsetIndex, .character, .void, .never,
             .fixedInt, .metatype, .error:
            return false
        case .optional(let wrapped), .array(let wrapped), .arraySlice(let wrapped), .set(let wrapped), .range(let wrapped, _),
             .packExpansion(let wrapped):
            return wrapped.mayHoldInstance(&visiting, depth: depth + 1)
        case .pack(let elements):
            return elements.contains { $0.mayHoldInstance(&visiting, depth: depth + 1) }
        case .dictionary(let key, let value):
            return key.mayHoldInstance(&visiting, depth: depth + 1) || value.mayHoldInstance(&visiting, depth: depth + 1)
        case .tuple(let elements):
            return elements.contains { $0.type.mayHoldInstance(&visiting, depth: depth + 1) }
        case .function, .generic, .existential, .opaque:
            return true
        case .nominal(let decl, let arguments):
            if arguments.contains(where: { $0.mayHoldInstance(&visiting, depth: depth + 1) }) { return true }
            switch decl.kind {
            case .class, .protocol:
                return true
            case .struct, .enum:
                // A type met again inside itself (an indirect enum) adds nothing new.
                guard visiting.insert(decl).inserted else { return false }
                defer { visiting.remove(decl) }
                if !decl.genericParameters.isEmpty { return true }
                return decl.storedProperties.contains { $0.type.mayHoldInstance(&visiting, depth: depth + 1) }
                    || decl.cases.contains { $0.associatedValues.contains { $0.type.mayHoldInstance(&visiting, depth: depth + 1) } }
            }
        }
    }
}
