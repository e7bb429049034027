/// Functions, methods, initialisers and computed properties: signatures when hoisted, bodies
/// when their declaration is reached.
extension Checker {
    /// A function's generic parameters with their constraints (inline and from `where`).
    func makeTypeParameters(_ generics: [GenericParameter], whereClause: [WhereRequirement]) -> [TypeParameter] {
        let parameters = generics.map { written in
            let parameter = TypeParameter(name: written.name.name)
            parameter.isPack = written.isPack
            return parameter
        }
        typeParameters.append(Dictionary(parameters.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first }))
        defer { typeParameters.removeLast() }
        for (parameter, written) in zip(parameters, generics) {
            if let constraint = written.constraint { parameter.constraints = protocols(in: constraint, allowingClass: true) }
        }
        for requirement in whereClause {
            if case .conformance(let subject, let constraint) = requirement.kind,
               case .generic(let parameter) = resolveType(subject) {
                parameter.constraints.append(contentsOf: protocols(in: constraint, allowingClass: true))
            }
            if case .sameType(let subject, let other) = requirement.kind {
                sameElementType(subject, other, parameters: parameters)
            }
        }
        return parameters
    }

    /// The signature of a function or initialiser, with its defaults lowered in the declaring scope.
    func makeSymbol(name: String, parameters: [Parameter], result: SwiftType, effects: Effects,
                    generics: [TypeParameter], hasSelf: Bool, isMutating: Bool = false, isStatic: Bool = false,
                    isRequirement: Bool = false) -> FunctionSymbol {
        typeParameters.append(Dictionary(generics.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first }))
        defer { typeParameters.removeLast() }
        var functionParameters: [FunctionParameter] = []
        var defaults: [Expression?] = []
        // An operator function's parameters have no argument labels: `static prefix func - (v: V)`
        // meets a protocol's `static prefix func - (x: Self)`.
        let isOperator = name.unicodeScalars.first.map { Lexer.isOperatorCharacter($0) || $0 == "." } ?? false
        let owner = spokenDeclaration(name: name, parameters: parameters, hasSelf: hasSelf, isStatic: isStatic)
        var followsMany = false
        for parameter in parameters {
            var typeExpression = parameter.type
            var isInout = false
            if case .attributed(_, let inner) = typeExpression.kind { typeExpression = inner }
            if case .inOut(let inner) = typeExpression.kind {
                typeExpression = inner
                isInout = true
            }
            let type = resolveType(typeExpression)
            // A call could not tell where the arguments of `Int...` or `repeat each T` end.
            if followsMany, parameter.functionArgumentLabel == nil, let named = parameter.secondName ?? parameter.firstName {
                error("a parameter following a variadic parameter requires a label", named.range)
            }
            followsMany = parameter.isVariadic || type.isPackExpansion
            let isAutoclosure = autoclosureAttribute(parameter.type, resolved: type)
            // An autoclosure's default is written as its result, as its arguments are.
            let defaultNode = parameter.defaultValue.map {
                deferredDefault(isAutoclosure ? autoclosureWrapped($0) : $0, type: type, role: .argument, owner: owner)
            }
            defaults.append(defaultNode)
            var functionParameter = FunctionParameter(label: isOperator ? nil : parameter.functionArgumentLabel, type, isInout: isInout,
                                                      isVariadic: parameter.isVariadic, hasDefault: defaultNode != nil)
            functionParameter.isEscaping = Checker.isEscaping(parameter.type)
            functionParameter.isAutoclosure = isAutoclosure
            functionParameter.resultBuilder = declaredResultBuilder(parameter.attributes)
            functionParameters.append(functionParameter)
        }
        let code = functionCode(name: name, parameterCount: parameters.count, frameSize: parameters.count + (hasSelf ? 1 : 0),
                                body: Block([], line: 0), hasSelf: hasSelf)
        code.isRequirement = isRequirement
        let symbol = FunctionSymbol(name: name, labels: functionParameters.map(\.label),
                              type: FunctionType(functionParameters, result, throws: effects.throwsErrors,
                                                 thrownError: thrownErrorType(effects)),
                              code: code, context: hasSelf || isStatic ? environment.globalContext : context,
                              genericParameters: generics, isMutating: isMutating, isStatic: isStatic, defaults: defaults)
        if case .rethrowing = effects.throwing { symbol.isRethrowing = true }
        symbol.thrownError = thrownErrorType(effects)
        symbol.isLibrary = declaresLibrary
        symbol.genericInResultParameters = genericInResultParameters(parameters)
        symbol.constrainedSelf = declaringConstrainedSelf
        symbol.builtinSelf = declaringBuiltinSelf
        symbol.selfBounds = declaringSelfBounds
        return symbol
    }

    /// A function or initialiser as swiftc's requirement diagnostics name it: `global function
    /// 'f'`, `instance method 'm'`, `initializer 'init(a:)'`, `subscript 'subscript(_:)'`.
    private func spokenDeclaration(name: String, parameters: [Parameter], hasSelf: Bool, isStatic: Bool) -> String {
        let selector = name + "(" + parameters.map { ($0.functionArgumentLabel ?? "_") + ":" }.joined() + ")"
        if name == "init" { return "initializer '\(selector)'" }
        if name == "subscript" { return "subscript '\(selector)'" }
        if isStatic { return "static method '\(name)'" }
        if hasSelf { return "instance method '\(name)'" }
        return context.isGlobal ? "global function '\(name)'" : "local function '\(name)'"
    }

    /// A default value (of a parameter or a stored property) as a node calls can use now, lowered
    /// when its declaration's statement is reached, as member bodies are: by then every
    /// extension's members and the globals declared before it are known. `owner` names the
    /// declaration as swiftc's diagnostics do (`global function 'f'`), for a default of the
    /// function's own generic type that does not meet the parameter's constraints.
    func deferredDefault(_ value: Expr, type: SwiftType, role: ConversionRole, owner: String? = nil) -> Expression {
        let node = DefaultValue(line: value.range.line)
        node.isLibrary = declaresLibrary
        if case .magicIdentifier = value.kind { node.magicSyntax = value }
        node.origin = declaresLibrary ? FunctionCode.library : cellNumber
        let declaringType = currentType
        let declaringParameters = typeParameters
        // The function's own generic parameters are the innermost ones while its signature is made.
        let ownParameters = typeParameters.last ?? [:]
        let isOwnParameter = { (parameter: TypeParameter) in ownParameters[parameter.name] == parameter }
        let lower = { [unowned self] in
            let savedType = currentType
            let savedParameters = typeParameters
            let savedInitializer = propertyInitializerType
            currentType = declaringType
            typeParameters = declaringParameters
            // A stored property's initial value (`.annotation`) is read before `self` exists.
            propertyInitializerType = role == .annotation ? declaringType?.nominalDecl : nil
            defer {
                currentType = savedType
                typeParameters = savedParameters
                propertyInitializerType = savedInitializer
            }
            guard node.value == nil else { return }
            let typed = expression(value, expected: type)
            // A default for a parameter of the function's own generic type keeps its type, which
            // a call leaving the argument out gives the parameter (SE-0347), when it satisfies the
            // parameter's constraints; so does a default of its type's parameter in an initialiser
            // (`init(_ x: T = 1)` makes `Box()` a `Box<Int>`) or a method, which each call checks
            // against the receiver's type (`Box<String>().f()` is swiftc's error there).
            let isParameterOfType = { (parameter: TypeParameter) in
                owner != nil && declaringType?.nominalDecl?.genericParameters.contains(parameter) == true
            }
            if case .generic(let parameter) = type, isOwnParameter(parameter) || isParameterOfType(parameter),
               !typed.type.containsError, !Self.mentionsGeneric(typed.type),
               parameter.constraints.allSatisfy({ environment.conformances.conforms(typed.type, to: $0) }) {
                node.inferredType = typed.type
                node.value = typed.node
                return
            }
            if case .generic(let parameter) = type, let owner, let unmet = unmetConstraint(of: parameter, by: typed) {
                // `func f<T: P>(_ x: T = 1)`: swiftc binds `T` to the default's type and words the
                // unmet requirement, not a conversion; a parameter of the declaring type's is
                // referenced on it (`referencing initializer 'init(_:)' on 'Box'`).
                let typeDecl = declaringType?.nominalDecl
                let isTypeParameter = !isOwnParameter(parameter) && typeDecl?.genericParameters.contains(parameter) == true
                guard isOwnParameter(parameter) || isTypeParameter else {
                    node.value = coerce(typed, to: type, at: caret(value), role: role)
                    return
                }
                let referenced = isTypeParameter ? "referencing \(owner) on '\(typeDecl?.name ?? "")'" : owner
                error("\(referenced) requires that '\(typed.type)' \(requirementWording(unmet))", caret(value))
                node.value = typed.node
                return
            }
            node.value = coerce(typed, to: type, at: caret(value), role: role)
        }
        node.checkNow = lower
        if let key = pendingKey { pendingBodies[key, default: []].append(lower) } else { lower() }
        return node
    }

    /// The first of `parameter`'s constraints that a default of type `typed` does not meet, when
    /// the default has a concrete type of its own; nil otherwise.
    private func unmetConstraint(of parameter: TypeParameter, by typed: Typed) -> NominalDecl? {
        guard !typed.type.containsError, !Self.mentionsGeneric(typed.type) else { return nil }
        return parameter.constraints.first { !environment.conformances.conforms(typed.type, to: $0) }
    }

    /// `node`, a parameter's or stored property's default, as a call at `line` uses it: a
    /// library default's runtime errors name that line, not the prelude's (`PlacedDefault`).
    func placedDefault(_ node: Expression, line: Int) -> Expression {
        guard let node = node as? DefaultValue, node.isLibrary else { return node }
        return PlacedDefault(node, line: line)
    }

    /// Whether `type` or a part of it is a generic parameter.
    static func mentionsGeneric(_ type: SwiftType) -> Bool {
        var found = false
        _ = type.mapped { part in
            if case .generic = part { found = true }
            return nil
        }
        return found
    }

    /// Hoists a `func` declared in a block or at the top level.
    func declareFunction(_ decl: Decl, _ function: FunctionDecl) {
        checkOperatorDeclared(function, declaredBy: decl)
        let generics = makeTypeParameters(function.genericParameters, whereClause: function.whereClause)
        typeParameters.append(Dictionary(generics.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first }))
        let result = function.result.map { resolveType($0) } ?? .void
        typeParameters.removeLast()
        let savedKey = pendingKey
        pendingKey = decl.id.rawValue
        let symbol = makeSymbol(name: function.name.name, parameters: function.parameters, result: result,
                                effects: function.effects, generics: generics, hasSelf: false)
        pendingKey = savedKey
        symbol.opaqueResultSite = Checker.opaqueResultSite(function.result, at: function.name.range)
        symbol.isPostfix = decl.has(.postfix)
        declaredFunctions[decl.id.rawValue] = symbol
        bindNative(symbol, declaredBy: decl)
        var overloads: [FunctionSymbol] = []
        if case .functions(let existing)? = scope.names[function.name.name] {
            let same = { (other: FunctionSymbol) in
                other.selector == symbol.selector && other.type == symbol.type && other.isPostfix == symbol.isPostfix
            }
            overloads = existing.filter { !same($0) }
            if existing.contains(where: same), scope !== root || declaredThisCell.contains(function.name.name) {
                if existing.contains(where: { same($0) && declaredFunctionsContains($0) }) {
                    error("invalid redeclaration of '\(symbol.selector)'", function.name.range)
                }
            }
        }
        if scope === root { declaredThisCell.insert(function.name.name) }
        scope.names[function.name.name] = .functions(overloads + [symbol])
    }

    private func declaredFunctionsContains(_ symbol: FunctionSymbol) -> Bool {
        declaredFunctions.values.contains { $0 === symbol }
    }

    /// Lowers a function's body into its code. The library prelude's functions, methods,
    /// initialisers and accessors are lowered when first run instead (`LibraryBodies`): most
    /// sessions run a small part of the library. An observer stays eager (its declaration reads
    /// what its body reads), as does a function declared in another one's body (lowered with it).
    @discardableResult
    func lowerBody(_ symbol: FunctionSymbol, parameters: [Parameter], body: CodeBlock?, selfType: SwiftType?,
                   isInitializer: Bool = false, isMutating: Bool = false, parentContext: FunctionContext,
                   nameRange: SourceRange? = nil, kind: String? = nil, observing property: String? = nil) -> FunctionContext? {
        if let libraryBodies, body != nil, property == nil, parentContext.isGlobal {
            let name = selfType.map { "\($0)." } ?? ""
            // A call decides which of its generic bindings to record (`WitnessedCall`) before the
            // body it runs first is lowered, so every parameter the body may read (`"\(T.self)"`,
            // a literal of type `T`) is recorded from the start.
            for parameter in parametersInScope(of: selfType) + symbol.genericParameters { requireWitness(parameter) }
            symbol.code.body = libraryBodies.pending(name + symbol.name, line: body?.range.line ?? 0) { [unowned self] in
                self.lowerBodyNow(symbol, parameters: parameters, body: body, selfType: selfType, isInitializer: isInitializer,
                                  isMutating: isMutating, parentContext: parentContext, nameRange: nameRange, kind: kind)
            }
            return nil
        }
        return lowerBodyNow(symbol, parameters: parameters, body: body, selfType: selfType, isInitializer: isInitializer,
                            isMutating: isMutating, parentContext: parentContext, nameRange: nameRange, kind: kind,
                            observing: property)
    }

    /// Lowers a function's body into its code now (`lowerBody`).
    @discardableResult
    private func lowerBodyNow(_ symbol: FunctionSymbol, parameters: [Parameter], body: CodeBlock?, selfType: SwiftType?,
                              isInitializer: Bool, isMutating: Bool, parentContext: FunctionContext,
                              nameRange: SourceRange?, kind: String?, observing property: String? = nil) -> FunctionContext? {
        guard let body else { return nil }
        let hasSelf = symbol.code.hasSelf
        // The enclosing generic type's `C.Index` too: a member's body reads `base[start]` by Int.
        let indexView = collectionIndexBodyView(parametersInScope(of: selfType) + symbol.genericParameters)
        let view = sequenceBodyView(selfType).merging(indexView) { first, _ in first }
        let savedIndexView = collectionIndexView
        collectionIndexView.merge(indexView) { _, own in own }
        // `SubSequence` written in a collection extension's body is the cut its `self` gives.
        if let selfType, let sub = sequenceProtocolSubSequence(selfType), let cut = view[sub] {
            collectionIndexView[sub] = cut
        }
        defer { collectionIndexView = savedIndexView }
        let selfType = selfType?.substituting(view)
        let function = FunctionContext(parent: parentContext, resultType: isInitializer ? .void : symbol.type.result.substituting(view),
                                       selfType: hasSelf ? selfType : nil, isMutating: isMutating || isInitializer,
                                       isInitializer: isInitializer, isThrowing: symbol.type.isThrowing)
        function.thrownError = symbol.thrownError
        function.isFailableInitializer = isInitializer && symbol.isFailable
        function.isConvenienceInitializer = isInitializer && symbol.isConvenience
        function.isStaticMember = !hasSelf && !isInitializer && selfType != nil
        function.magicName = Self.magicName(of: symbol)
        // A loop around a nested function's declaration is not one its `break` may leave.
        let savedJumpTargets = jumpTargets
        jumpTargets = JumpTargets()
        defer { jumpTargets = savedJumpTargets }
        function.nameRange = nameRange
        function.opaqueResultSite = symbol.opaqueResultSite
        if symbol.opaqueResultSite != nil { function.opaqueResultOwner = opaqueResultOwner(symbol, of: function) }
        function.observedProperty = property
        if property != nil { function.slotsRead = [] }
        functionBodyRanges.append(body.range)
        if hasSelf { _ = function.allocate() }
        let savedScope = scope
        let savedContext = context
        let savedType = currentType
        let savedCatch = catchDepth
        let savedExhaustive = exhaustiveCatchDepth
        let savedTry = (tryDepth, absorbingTryDepth)
        let savedInClosure = isInClosure
        catchDepth = 0
        exhaustiveCatchDepth = 0
        (tryDepth, absorbingTryDepth) = (0, 0)
        isInClosure = false
        context = function
        scope = Scope(parent: savedScope, function: function)
        let savedSelfBounds = (currentSelfBounds, currentPinnedOwner, currentSelfBoundTypes, currentSequenceBoundOwner)
        if let selfType {
            currentType = selfType
            currentSelfBounds = symbol.selfBounds?.bounds ?? []
            currentSelfBoundTypes = symbol.selfBounds?.associated ?? [:]
            currentPinnedOwner = symbol.selfBounds?.pinned == nil ? nil : symbol.selfBounds?.owner
            currentSequenceBoundOwner = sequenceProtocolElement(selfType) == nil ? nil : symbol.selfBounds?.owner
            if currentSequenceBoundOwner != nil, case .generic(let element)? = sequenceProtocolElement(selfType) {
                // A call through `any P` or `T: P` binds it from the receiver (SequenceSelfWitness).
                symbol.code.selfElement = element
            }
        }
        // The body sees the enclosing type's generic parameters (`x as? T` in `Box<T>`'s method),
        // shadowed by the function's own.
        let typeGenerics = parametersInScope(of: selfType)
        typeParameters.append(Dictionary((typeGenerics + symbol.genericParameters).map { ($0.name, $0) },
                                         uniquingKeysWith: { _, own in own }))
        defer {
            scope = savedScope
            context = savedContext
            currentType = savedType
            (currentSelfBounds, currentPinnedOwner, currentSelfBoundTypes, currentSequenceBoundOwner) = savedSelfBounds
            catchDepth = savedCatch
            exhaustiveCatchDepth = savedExhaustive
            (tryDepth, absorbingTryDepth) = savedTry
            isInClosure = savedInClosure
            typeParameters.removeLast()
        }
        let closuresBefore = closuresCreated
        var parameterVariables: [Variable] = []
        var wrappedParameters: [Decl] = []
        for (parameter, type) in zip(parameters, symbol.type.parameters) {
            let declared = (type.isVariadic ? SwiftType.array(type.type) : type.type).substituting(view)
            let wrapped = wrappedParameterDeclaration(parameter)
            if let wrapped { wrappedParameters.append(wrapped) }
            let name = wrapped != nil ? parameter.localName.map { Self.wrappedArgumentName($0.name) } ?? ""
                : parameter.localName?.name ?? "_\(function.frameSize)"
            var variable = declareVariable(name, type: declared, isLet: !type.isInout)
            if Checker.isNonEscaping(parameter.type, resolved: declared) {
                variable.isNonEscaping = true
                scope.names[name] = .variable(variable)
            }
            if type.isInout {
                variable.inoutParameter = name
                scope.names[name] = .variable(variable)
            }
            parameterVariables.append(variable)
        }
        // A wrapped parameter's storage is made from its argument before the body runs.
        var statements: [Statement] = wrappedParameters.compactMap { lowerWrappedLocal($0, isParameter: true) }
        let result = symbol.type.result.substituting(view)
        if result != .void, !isInitializer, let value = implicitlyReturned(body.statements, branching: result != .never) {
            markTypeNameValueSite(value)
            markOpaqueResultValue(value)
            let typed = expression(value, expected: result)
            let returned = rejectsOpaqueRequirement(typed.type, at: caret(value))
                ? typed.node : coerce(typed, to: result, at: caret(value), role: .returnValue)
            statements.append(Jump(.returnValue(returned), line: value.range.line))
        } else {
            // The body is a block inside the parameters' scope: as in Swift, its `let hex = hex…`
            // may shadow a parameter once (a second `let hex` in the body is a redeclaration).
            let outerInitializer = isInitializer
                ? beginSelfInitialization(function, selfType: selfType, isConvenience: symbol.isConvenience) : nil
            statements.append(lowerStatements(body.statements, line: body.range.line))
            checkOpaqueReturnFound(function)
            if isInitializer { endSelfInitialization(body, outer: outerInitializer) }
            if isInitializer, let implicit = implicitSuperInit(symbol, function: function, selfType: selfType, body: body) {
                statements.append(implicit)
            }
            if result != .void, !isInitializer, result != .never, !guaranteesExit(body.statements) {
                let kind = kind ?? (symbol.isStatic ? "static method" : hasSelf ? "instance method"
                                    : parentContext.isGlobal ? "global function" : "local function")
                error("missing return in \(kind) expected to return '\(result)'",
                      SourceRange(at: SourceLocation(line: body.range.end.line, column: max(1, body.range.end.column - 1),
                                                     offset: max(0, body.range.end.offset - 1))))
            }
        }
        if isInitializer { statements.append(Jump(.returnValue(LocalGet(slot: 0, line: body.range.line)), line: body.range.line)) }
        let block = Block(statements, line: body.range.line)
        if closuresCreated != closuresBefore {
            endParameterLifetimes(block, function: function, parameters: parameterVariables, selfType: hasSelf ? selfType : nil,
                                  keepsSelf: isInitializer || isMutating)
        }
        symbol.code.install(block, frameSize: function.frameSize)
        return function
    }

    /// The expression a one-statement body returns without `return`: an expression statement, or
    /// a `switch` whose every case is one expression, or an `if`/`else if`/`else` chain of expressions (Swift 5.9's
    /// switch and if expressions, as in `var symbol: String { switch self { case .a: "A" case .b: "B" } }`).
    func implicitlyReturned(_ statements: [Stmt], branching: Bool) -> Expr? {
        guard statements.count == 1 else { return nil }
        switch statements[0].kind {
        case .expression(let value):
            return isAssignment(value) ? nil : value
        case .switch(let switchStatement) where branching:
            let allExpressions = !switchStatement.cases.isEmpty && switchStatement.cases.allSatisfy { switchCase in
                guard switchCase.body.count == 1, case .expression(let value) = switchCase.body[0].kind else { return false }
                return !isAssignment(value)
            }
            guard allExpressions else { return nil }
            return Expr(id: statements[0].id, range: statements[0].range, kind: .switchExpression(switchStatement))
        case .if(let ifStatement) where branching:
            // An `if`/`else if`/`else` chain of one expression per branch, the form `ifExpression` takes.
            guard ifExpressionBranches(ifStatement) != nil else { return nil }
            return Expr(id: statements[0].id, range: statements[0].range, kind: .ifExpression(ifStatement))
        default:
            return nil
        }
    }

    private func isAssignment(_ value: Expr) -> Bool {
        if case .binary(let binary) = value.kind { return binary.op == .assign || binary.op.compoundBase != nil }
        return false
    }

    /// Whether control cannot fall off the end of these statements: one of them returns,
    /// throws, traps, or is an `if`/`switch`/`do` whose every branch does, or an endless loop.
    func guaranteesExit(_ statements: [Stmt]) -> Bool {
        // What follows a statement that always exits is never reached (`return w * h` then a
        // nested `func`), so the list exits if any of its statements does, as swiftc's flow says.
        activeStatements(statements).contains { alwaysExits($0) }
    }

    /// Whether `last` leaves its function on every path (`return`, `throw`, an `if` whose branches both do).
    private func alwaysExits(_ last: Stmt) -> Bool {
        switch last.kind {
        case .return, .throw: return true
        case .expression(let value):
            if case .call(let call) = value.kind, case .identifier(let name, _) = call.callee.kind {
                return ["fatalError", "preconditionFailure"].contains(name.name)
            }
            return false
        case .if(let ifStatement):
            switch ifStatement.elseBranch {
            case .block(let block)?: return guaranteesExit(ifStatement.body.statements) && guaranteesExit(block.statements)
            case .elseIf(let inner)?: return guaranteesExit(ifStatement.body.statements) && guaranteesExit([inner])
            case nil: return false
            }
        case .switch(let switchStatement):
            return !switchStatement.cases.isEmpty && switchStatement.cases.allSatisfy { guaranteesExit($0.body) }
        case .do(let doStatement):
            return guaranteesExit(doStatement.body.statements) && doStatement.catches.allSatisfy { guaranteesExit($0.body.statements) }
        case .while(let loop):
            if loop.conditions.count == 1, case .expression(let condition) = loop.conditions[0].kind,
               case .booleanLiteral(true) = condition.kind { return true }
            return false
        case .repeat(let loop):
            if case .booleanLiteral(true) = loop.condition.kind { return true }
            return guaranteesExit(loop.body.statements)
        case .labeled(_, let inner): return guaranteesExit([inner])
        case .guard: return false
        default: return false
        }
    }

    /// Whether any statement (at any depth) returns or throws: a body without one cannot produce
    /// its result.
    private func containsReturn(_ statements: [Stmt]) -> Bool {
        for statement in statements {
            switch statement.kind {
            case .return, .throw: return true
            case .expression(let value):
                if case .call(let call) = value.kind, case .identifier(let name, _) = call.callee.kind,
                   name.name == "fatalError" || name.name == "preconditionFailure" { return true }
            case .if(let ifStatement):
                if containsReturn(ifStatement.body.statements) { return true }
                switch ifStatement.elseBranch {
                case .block(let block)?: if containsReturn(block.statements) { return true }
                case .elseIf(let inner)?: if containsReturn([inner]) { return true }
                case nil: break
                }
            case .guard(let guardStatement): if containsReturn(guardStatement.body.statements) { return true }
            case .while(let loop): if containsReturn(loop.body.statements) { return true }
            case .repeat(let loop): if containsReturn(loop.body.statements) { return true }
            case .for(let loop): if containsReturn(loop.body.statements) { return true }
            case .do(let doStatement):
                if containsReturn(doStatement.body.statements) { return true }
                if doStatement.catches.contains(where: { containsReturn($0.body.statements) }) { return true }
            case .switch(let switchStatement):
                if switchStatement.cases.contains(where: { containsReturn($0.body) }) { return true }
            case .labeled(_, let inner): if containsReturn([inner]) { return true }
            case .ifConfig(let config): if containsReturn(activeClause(config)) { return true }
            default: break
            }
        }
        return false
    }
}
