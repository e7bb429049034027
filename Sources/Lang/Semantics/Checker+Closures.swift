/// Closures, with parameter and result types taken from the context (`map { $0 * 2 }`).
extension Checker {
    func closure(_ closure: ClosureExpr, expected: SwiftType?, range: SourceRange) -> Typed {
        let closure = viewBuilderClosure(closure, expected: expected, range: range)
        let line = range.line
        var expectedFunction: FunctionType?
        if case .function(let function)? = expected?.unwrappingOptionals { expectedFunction = function }
        let declaredResult = closure.resultType.map { resolveType($0) }
        let parameterCount = closure.parameters?.count ?? expectedFunction?.parameters.count ?? maxAnonymousIndex(closure.body)
        var parameterTypes: [SwiftType] = []
        for index in 0..<parameterCount {
            if let written = closure.parameters?[index].type {
                parameterTypes.append(resolveType(written))
            } else if let expectedFunction, index < expectedFunction.parameters.count {
                parameterTypes.append(expectedFunction.parameters[index].type)
            } else {
                error("cannot infer type of closure parameter without a type annotation", range)
                parameterTypes.append(.error)
            }
        }
        if let expectedFunction, expectedFunction.parameters.count != parameterCount, closure.parameters != nil {
            error("contextual closure type '\(SwiftType.function(expectedFunction))' expects \(expectedFunction.parameters.count) argument\(expectedFunction.parameters.count == 1 ? "" : "s"), but \(parameterCount) \(parameterCount == 1 ? "was" : "were") used in closure body", range)
        }
        var resultType = declaredResult ?? expectedFunction?.result
        if let known = resultType, containsGeneric(known) { resultType = nil }
        let isSingleExpression: Bool = {
            guard closure.body.count == 1, case .expression = closure.body[0].kind else { return false }
            return true
        }()
        let function = FunctionContext(parent: context, frameSize: 0, resultType: resultType ?? .void,
                                       isThrowing: closure.effects.throwsErrors || (expectedFunction?.isThrowing ?? false))
        let savedScope = scope
        let savedContext = context
        context = function
        scope = Scope(parent: savedScope, function: function)
        defer {
            scope = savedScope
            context = savedContext
        }
        // A parameter is `inout` when the context's function type says so (`Path { p in … }`).
        let inoutParameters = parameterTypes.indices.map { index in
            expectedFunction.map { index < $0.parameters.count && $0.parameters[index].isInout } ?? false
        }
        for (index, type) in parameterTypes.enumerated() {
            let name = closure.parameters.map { $0[index].name.name } ?? "$\(index)"
            let variable = declareVariable(name == "_" ? "_\(index)" : name, type: type, isLet: !inoutParameters[index])
            _ = variable
        }
        let body: Statement
        var inferredResult = resultType ?? .void
        if isSingleExpression, case .expression(let value) = closure.body[0].kind {
            if case .binary(let binary) = value.kind, binary.op == .assign || binary.op.compoundBase != nil {
                body = lowerStatements(closure.body, line: line, newScope: false)
                inferredResult = .void
            } else {
                let typed = expression(value, expected: resultType == .void ? nil : resultType)
                if let resultType, resultType != .void {
                    body = Jump(.returnValue(coerce(typed, to: resultType, at: value.range, role: .returnValue)), line: line)
                } else if resultType == .void {
                    body = ExpressionStatement(typed.node, line: line)
                } else {
                    body = Jump(.returnValue(typed.node), line: line)
                    inferredResult = typed.type
                }
            }
        } else {
            if resultType == nil {
                inferredResult = inferMultiStatementResult(closure.body)
                function.resultType = inferredResult
            }
            body = lowerStatements(closure.body, line: line, newScope: false)
        }
        let code = FunctionCode(name: "closure", parameterCount: parameterCount, frameSize: function.frameSize,
                                body: body, hasSelf: false)
        let type = FunctionType(zip(parameterTypes, inoutParameters).map { FunctionParameter($0, isInout: $1) }, inferredResult,
                                throws: function.isThrowing)
        return Typed(MakeClosure(code: code, capturesFrame: true, line: line), .function(type))
    }

    /// The number of anonymous parameters (`$0`, `$1`) a closure body uses.
    private func maxAnonymousIndex(_ body: [Stmt]) -> Int {
        0
    }

    /// The result type of a multi-statement closure without context: the type of its first
    /// `return` value, as Swift 5.7 infers it.
    private func inferMultiStatementResult(_ body: [Stmt]) -> SwiftType {
        for statement in body {
            if case .return(let value?) = statement.kind {
                let probe = Checker(probing: self)
                return probe.expression(value, expected: nil).type
            }
        }
        return .void
    }
}
