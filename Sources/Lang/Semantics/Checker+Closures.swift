/// Closures, with parameter and result types taken from the context (`map { $0 * 2 }`).
extension Checker {
    func closure(_ closure: ClosureExpr, expected: SwiftType?, range: SourceRange) -> Typed {
        var closure = viewBuilderClosure(closure, expected: expected, range: range)
        if let builder = argumentResultBuilder {
            argumentResultBuilder = nil
            closure.body = resultBuilderBody(closure.body, builder: builder, range: range)
        }
        closuresCreated += 1
        let isEscaping = argumentEscapes
        let escapes = isEscaping && !closure.captures.contains { $0.name.name == "self" }
        argumentEscapes = false
        let isLetBound = closureIsLetBound
        let isReturned = closureIsReturned
        (closureIsLetBound, closureIsReturned) = (false, false)
        var expectedFunction: FunctionType?
        if case .function(let function)? = expected?.unwrappingOptionals { expectedFunction = function }
        let declaredResult = closure.resultType.map { resolveType($0) }
        let anonymousCount = closure.parameters == nil ? closure.anonymousParameterCount : 0
        // A closure of several parameters where one tuple is passed takes the tuple apart
        // (`zip(a, b).map { $0 * $1 }`), as Swift does.
        if let expectedFunction, expectedFunction.parameters.count == 1,
           case .tuple(let elements) = expectedFunction.parameters[0].type, elements.count > 1,
           (closure.parameters?.count ?? anonymousCount) == elements.count {
            return destructuringClosure(closure, tuple: elements, result: declaredResult ?? expectedFunction.result, range: range)
        }
        if let expectedFunction, let parameters = closure.parameters, expectedFunction.parameters.count != parameters.count {
            // swiftc says only this, at the parameter clause, and types nothing of the closure.
            let wanted = expectedFunction.parameters.count
            var spelled = expectedFunction
            if rethrowingClosureArgument == range { spelled.isThrowing = true }
            var typeText = SwiftType.function(spelled).description
            // The library declares such a closure's empty result `Void` (`forEach`'s), as swiftc names it.
            if rethrowingClosureArgument == range, spelled.result == .void, typeText.hasSuffix(" -> ()") {
                typeText = typeText.dropLast(2) + "Void"
            }
            error("contextual closure type '\(typeText)' expects \(wanted) argument\(wanted == 1 ? "" : "s"), but \(parameters.count) \(parameters.count == 1 ? "was" : "were") used in closure body",
                  parameterClause(closure, range: range))
            return Typed(Constant(.void, line: range.line), .error)
        }
        let parameterCount = closure.parameters?.count ?? expectedFunction?.parameters.count ?? anonymousCount
        var parameterTypes: [SwiftType] = []
        var inoutFlags: [Bool] = []
        for index in 0..<parameterCount {
            if let written = closure.parameters?[index].type {
                parameterTypes.append(resolveType(written))
                // `{ (n: inout Int) in n += 1 }`: written `inout`, the closure's parameter is one.
                inoutFlags.append(Checker.isInoutType(written))
            } else if let expectedFunction, index < expectedFunction.parameters.count {
                parameterTypes.append(expectedFunction.parameters[index].type)
                inoutFlags.append(expectedFunction.parameters[index].isInout)
            } else if expectedFunction == nil, let inferred = bodyInferredParameterType(closure, index: index) {
                parameterTypes.append(inferred)
                inoutFlags.append(false)
            } else {
                inoutFlags.append(false)
                error("cannot infer type of closure parameter without a type annotation", range)
                parameterTypes.append(.error)
            }
        }
        var resultType = declaredResult ?? expectedFunction?.result
        // A lone `if`/`else` chain of expressions is the closure's value unless the context wants
        // nothing back (`Button { if on { a() } else { b() } }` runs as a statement), as in swiftc.
        if resultType != .void, closure.body.count == 1, case .if(let ifStatement) = closure.body[0].kind,
           ifExpressionBranches(ifStatement) != nil {
            closure.body = [Stmt(id: closure.body[0].id, range: closure.body[0].range,
                                 kind: .expression(Expr(id: closure.body[0].id, range: closure.body[0].range,
                                                        kind: .ifExpression(ifStatement))))]
        }
        let isSingleExpression: Bool = {
            guard closure.body.count == 1, case .expression = closure.body[0].kind else { return false }
            return true
        }()
        // A parameter of the declaration being checked (`List<T>` inside `enum List<T>`) is a
        // type here: only a callee's parameter still to be bound leaves the result open.
        let genericResult = resultType.flatMap { containsUnboundGeneric($0) ? $0 : nil }
        if genericResult != nil { resultType = nil }
        // A capture list copies its values when the closure is made: they live in a frame of
        // their own between the closure's and the one it is made in.
        // `[weak self]` and `[unowned self]` name a variable `self` of their own, and so does a
        // value type's `[self]`, a copy made with the closure (a mutating method's `self` is gone
        // once it returns); a class's plain `[self]` reads the method's.
        let copiesValueSelf = !isInsideStaticMember && currentType.map { !isReferenceSelf($0) } == true
        let captured = closure.captures.filter { item in
            item.name.name != "self" || (item.value == nil && (item.specifier != .strong || copiesValueSelf))
        }
        var captureValues: [Expression] = []
        var captureScope = scope
        var captureContext = context
        let capturesSelf = noteSelfCaptures(closure.captures)
        if !captured.isEmpty {
            let values = captured.map { item in
                item.value.map { expression($0, expected: nil) }
                    ?? readCapturedName(item.name)
            }
            captureValues = zip(captured, values).map { item, value in
                item.specifier == .strong ? value.node : Weaken(value.node, line: item.range.line)
            }
            captureContext = FunctionContext(parent: context)
            captureScope = Scope(parent: scope, function: captureContext)
            for (item, value) in zip(captured, values) {
                // A weak capture is an optional, as in Swift (`self?.count`).
                let type = item.specifier == .weak && value.type.optionalWrapped == nil ? SwiftType.optional(value.type) : value.type
                var variable = Variable(type: type, isLet: true, slot: captureContext.allocate(), context: captureContext)
                variable.ownership = item.specifier == .weak ? .weak : item.specifier == .unowned ? .unowned : .strong
                captureScope.names[item.name.name] = .variable(variable)
            }
        }
        let function = FunctionContext(parent: captureContext, frameSize: 0, resultType: resultType ?? .void,
                                       isThrowing: closure.effects.throwsErrors || (expectedFunction?.isThrowing ?? false))
        function.isNonThrowingAutoclosure = closure.isAutoclosure && !function.isThrowing
        if (!isEscaping && !isReturned) || isLetBound {
            staticCaptureContexts.insert(HeldIdentity(function))
            if !captured.isEmpty { staticCaptureContexts.insert(HeldIdentity(captureContext)) }
        } else {
            escapingCaptureContexts.insert(HeldIdentity(function))
        }
        // Only a closure's own `throws(E)` types its `throw`s: swiftc infers none from the context.
        function.thrownError = thrownErrorType(closure.effects)
        if let annotated = annotatedClosureError, !closure.effects.throwsErrors {
            function.thrownError = annotated
            function.throwStatementsAreUntyped = true
        }
        annotatedClosureError = nil
        let savedScope = scope
        let savedContext = context
        let savedInClosure = isInClosure
        let savedTry = (tryDepth, absorbingTryDepth)
        let savedCatch = catchDepth
        let savedExhaustive = exhaustiveCatchDepth
        let savedNeedsSelf = closureNeedsExplicitSelf
        let savedExplicitParameters = explicitClosureParameters
        let savedJumpTargets = jumpTargets
        jumpTargets = JumpTargets()
        context = function
        scope = Scope(parent: captureScope, function: function)
        isInClosure = true
        closureNeedsExplicitSelf = escapes
        // A closure returned outlives the call as one kept in a variable does.
        let outlivesCall = isEscaping || isReturned
        if outlivesCall {
            escapingClosures.append((function, SourceRange(at: range.start), closure.captures.contains { $0.name.name == "self" }))
        }
        explicitClosureParameters = closure.parameters?.map(\.name.name)
        (tryDepth, absorbingTryDepth) = (0, 0)
        catchDepth = 0
        exhaustiveCatchDepth = 0
        defer {
            scope = savedScope
            context = savedContext
            isInClosure = savedInClosure
            closureNeedsExplicitSelf = savedNeedsSelf
            if outlivesCall { escapingClosures.removeLast() }
            explicitClosureParameters = savedExplicitParameters
            jumpTargets = savedJumpTargets
            (tryDepth, absorbingTryDepth) = savedTry
            catchDepth = savedCatch
            exhaustiveCatchDepth = savedExhaustive
            confinement.lastClosure = function
        }
        var wrappedParameters: [Decl] = []
        for (index, type) in parameterTypes.enumerated() {
            let parameter = closure.parameters.flatMap { index < $0.count ? $0[index] : nil }
            let name = parameter?.name.name ?? "$\(index)"
            let isInout = index < inoutFlags.count && inoutFlags[index]
            let wrapped = parameter.flatMap { wrappedParameterDeclaration(name: $0.name, type: $0.type, attributes: $0.attributes,
                                                                          id: $0.id, range: $0.range) }
            if let wrapped { wrappedParameters.append(wrapped) }
            let declared = wrapped != nil ? Self.wrappedArgumentName(name) : name == "_" ? "_\(index)" : name
            let variable = declareVariable(declared, type: type, isLet: !isInout)
            _ = variable
        }
        // A wrapped parameter's storage is made from its argument before the body runs.
        let prelude = wrappedParameters.compactMap { lowerWrappedLocal($0, isParameter: true) }
        if let genericResult, isSingleExpression, case .expression(let value) = closure.body[0].kind,
           let bound = implicitMemberResult(value, pattern: genericResult) {
            resultType = bound
            function.resultType = bound
        }
        let made = lowerClosureBody(range, maker: savedContext, capturesSelf: capturesSelf) {
            closureBody(closure, function: function, parameterTypes: parameterTypes, inoutFlags: inoutFlags,
                        resultType: resultType, isSingleExpression: isSingleExpression, captureValues: captureValues,
                        genericResult: genericResult, prelude: prelude, range: range)
        }
        // With no function type from the context, a body that throws makes the closure a
        // throwing one (`let c = { throw E.x }` is `() throws -> ()`), as swiftc infers it.
        if expectedFunction == nil, function.throwsInBody, case .function(var type) = made.type, !type.isThrowing {
            type.isThrowing = true
            return Typed(made.node, .function(type))
        }
        return made
    }

    /// The rest of `closure(_:expected:range:)`: the body lowered in the closure's own context,
    /// and the closure value.
    private func closureBody(_ closure: ClosureExpr, function: FunctionContext, parameterTypes: [SwiftType], inoutFlags: [Bool],
                             resultType: SwiftType?, isSingleExpression: Bool, captureValues: [Expression],
                             genericResult: SwiftType?, prelude: [Statement], range: SourceRange) -> Typed {
        // The function the closure is made in: outside the captures' frame when there is one.
        let maker = (captureValues.isEmpty ? function.parent : function.parent?.parent) ?? function
        let (lowered, readsEnclosing) = readsEnclosingFrames(of: maker) {
            closureBodyStatement(closure, function: function, resultType: resultType, isSingleExpression: isSingleExpression,
                                 genericResult: genericResult, range: range)
        }
        let (loweredBody, inferredResult) = lowered
        let body = prelude.isEmpty ? loweredBody : Block(prelude + [loweredBody], line: range.line)
        noteClosureEffects(closure, range: range, function: function)
        let code = functionCode(name: "closure", parameterCount: parameterTypes.count, frameSize: function.frameSize,
                                body: body, hasSelf: false)
        let type = FunctionType(parameterTypes.enumerated().map { index, parameter in
            FunctionParameter(parameter, isInout: index < inoutFlags.count && inoutFlags[index])
        }, inferredResult,
                                throws: function.isThrowing, thrownError: function.thrownError)
        if !captureValues.isEmpty {
            return Typed(MakeCapturingClosure(code: code, captures: captureValues, keepsFrame: readsEnclosing, line: range.line),
                         .function(type))
        }
        // A closure that reads nothing of the frames around it keeps none of them, as a Swift
        // closure keeps only what it captures (`handler = { print("tick") }` in an initialiser
        // must not keep the new object alive through the initialiser's frame).
        return Typed(MakeClosure(code: code, capturesFrame: readsEnclosing, line: range.line), .function(type))
    }

    /// The body of a closure as a statement, and its result type. A multi-statement body whose
    /// context wants an optional of a type to infer (`compactMap`'s `ElementOfResult?`) returns
    /// an optional of what its first `return` gives, so that another may return nil.
    private func closureBodyStatement(_ closure: ClosureExpr, function: FunctionContext, resultType: SwiftType?,
                                      isSingleExpression: Bool, genericResult: SwiftType?, range: SourceRange) -> (Statement, SwiftType) {
        let line = range.line
        let body: Statement
        var inferredResult = resultType ?? .void
        if isSingleExpression, case .expression(let value) = closure.body[0].kind {
            if case .binary(let binary) = value.kind, binary.op == .assign || binary.op.compoundBase != nil {
                body = lowerStatements(closure.body, line: line, newScope: false)
                inferredResult = .void
            } else {
                markTypeNameValueSite(value)
                let typed = expression(value, expected: resultType == .void ? nil : resultType)
                if let resultType, resultType != .void {
                    if let declared = closure.resultType, typed.type != .error, typed.type.optionalWrapped == nil,
                       !converts(typed.type, to: resultType) {
                        error("declared closure result '\(resultType)' is incompatible with return type '\(typed.type)'", declared.range)
                        body = Jump(.returnValue(typed.node), line: line)
                    } else {
                        let role: ConversionRole = closure.resultType == nil ? .closureResult : .returnValue
                        body = Jump(.returnValue(coerce(typed, to: resultType, at: caret(value), role: role)), line: line)
                    }
                } else if resultType == .void {
                    body = ExpressionStatement(typed.node, line: line)
                } else {
                    body = Jump(.returnValue(typed.node), line: line)
                    inferredResult = typed.type
                }
            }
        } else {
            if resultType == nil {
                inferredResult = multiStatementResult(closure.body, genericResult: genericResult)
                if genericResult?.optionalWrapped != nil, inferredResult.optionalWrapped == nil, inferredResult != .void,
                   inferredResult != .error {
                    inferredResult = .optional(inferredResult)
                }
                function.resultType = inferredResult
            }
            // A block inside the parameters' scope: `{ x in let x = x * 2 … }` shadows, as in Swift.
            body = lowerStatements(closure.body, line: line)
            if let resultType, resultType != .void, resultType != .never, resultType != .error,
               !closure.body.isEmpty, !guaranteesExit(closure.body), !isLoneSwitch(closure.body) {
                error("missing return in closure expected to return '\(resultType)'",
                      SourceRange(at: SourceLocation(line: range.end.line, column: max(1, range.end.column - 1),
                                                     offset: max(0, range.end.offset - 1))))
            }
        }
        return (body, inferredResult)
    }

    /// Whether a closure's body is one `switch`, which may be its value (Swift 5.9's switch expressions).
    private func isLoneSwitch(_ body: [Stmt]) -> Bool {
        guard body.count == 1, case .switch = body[0].kind else { return false }
        return true
    }

    /// A closure taking one tuple whose elements its parameters name: it is lowered as a closure
    /// of the tuple that first binds each element.
    private func destructuringClosure(_ closure: ClosureExpr, tuple: [TupleElement], result: SwiftType, range: SourceRange) -> Typed {
        let line = range.line
        let function = FunctionContext(parent: context)
        let savedScope = scope
        let savedContext = context
        context = function
        scope = Scope(parent: savedScope, function: function)
        let declarationScope = scope
        let tupleSlot = function.allocate()
        var matchers: [Matcher] = []
        for (index, element) in tuple.enumerated() {
            let name = closure.parameters.map { $0[index].name.name } ?? "$\(index)"
            let variable = declareVariable(name == "_" ? "_\(index)" : name, type: element.type, isLet: true)
            matchers.append(BindingMatcher(location(of: variable), line: line))
        }
        context = savedContext
        scope = savedScope
        let inner = ClosureExpr(attributes: closure.attributes, captures: closure.captures, parameters: [],
                                hasParenthesizedParameters: true, effects: closure.effects, resultType: closure.resultType,
                                body: closure.body)
        _ = inner
        // Lower the body in the function whose first slot holds the tuple.
        context = function
        let bodyScope = declarationScope
        scope = Scope(parent: savedScope, function: function)
        for (index, _) in tuple.enumerated() {
            let name = closure.parameters.map { $0[index].name.name } ?? "$\(index)"
            if case .variable(let variable)? = bodyScope.names[name] { scope.names[name] = .variable(variable) }
        }
        var resultType = result
        if containsGeneric(resultType) { resultType = .error }
        var body: Statement
        var inferred = resultType
        if closure.body.count == 1, case .expression(let value) = closure.body[0].kind {
            let typed = expression(value, expected: resultType == .error ? nil : resultType)
            if resultType == .error { inferred = typed.type }
            let role: ConversionRole = closure.resultType == nil ? .closureResult : .returnValue
            body = Jump(.returnValue(resultType == .error ? typed.node : coerce(typed, to: resultType, at: caret(value), role: role)), line: line)
        } else {
            // Without a result type from the context the first `return` gives it, as in any
            // closure (`enumerated().map { i, v in let x = …; return CGPoint(…) }`).
            if resultType == .error { inferred = multiStatementResult(closure.body, genericResult: nil) }
            function.resultType = inferred
            body = lowerStatements(closure.body, line: line)
        }
        scope = savedScope
        context = savedContext
        let unpack = Destructure(TupleMatcher(matchers, line: line), LocalGet(slot: tupleSlot, line: line), line: line)
        body = Block([unpack, body], line: line)
        let code = functionCode(name: "closure", parameterCount: 1, frameSize: function.frameSize, body: body, hasSelf: false)
        return Typed(MakeClosure(code: code, capturesFrame: true, line: line),
                     .function(FunctionType([FunctionParameter(.tuple(tuple))], inferred)))
    }

    /// Where a closure's parameter clause begins: the first thing written after its `{` (and
    /// its capture list), `(` when the parameters are parenthesised.
    private func parameterClause(_ closure: ClosureExpr, range: SourceRange) -> SourceRange {
        guard closure.captures.isEmpty, range.start.offset < sourceScalars.count, sourceScalars[range.start.offset] == "{" else {
            return closure.parameters?.first.map { SourceRange(at: $0.range.start) } ?? range
        }
        var location = range.start
        repeat {
            if sourceScalars[location.offset] == "\n" {
                location = SourceLocation(line: location.line + 1, column: 1, offset: location.offset + 1)
            } else {
                location = SourceLocation(line: location.line, column: location.column + 1, offset: location.offset + 1)
            }
        } while location.offset < sourceScalars.count && [" ", "\t", "\n", "\r"].contains(sourceScalars[location.offset])
        return SourceRange(at: location)
    }
}
