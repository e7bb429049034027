/// Functions of the standard library and operators named where a function is expected, as
/// swiftc takes them: `xs.map(abs)` is `xs.map { abs($0) }`, and a function of two arguments
/// where one of a pair is expected takes the pair apart (`zip(a, b).map(+)`, `zip(a, b).map(max)`);
/// a prefix operator where a function of one value is expected applies it (`xs.map(-)`).
extension Checker {
    /// A free function of the standard library used as a value of the expected function type:
    /// the closure that calls it with the function's arguments. Nil when no function is expected
    /// or the library has no free function of that name.
    func builtinFunctionValue(_ name: Identifier, expected: SwiftType?, range: SourceRange) -> Typed? {
        guard case .function(let function)? = expected, !StandardLibrary.functions(named: name.name).isEmpty,
              let arguments = forwardedArguments(to: function, range: range) else { return nil }
        let callee = Expr(id: Self.synthesizedID, range: name.range, kind: .identifier(name, genericArguments: []))
        let call = CallExpr(callee: callee, arguments: arguments.map { Argument(label: nil, value: $0, range: range) },
                            trailingClosures: [])
        return forwardingClosure(Expr(id: Self.synthesizedID, range: range, kind: .call(call)), expected: expected, range: range)
    }

    /// An infix operator used where a function of one pair is expected (`zip(a, b).map(+)`): the
    /// closure `{ $0.0 + $0.1 }`. Nil unless the expected function takes one tuple of two.
    func operatorOnPair(_ spelling: String, expected: SwiftType?, range: SourceRange) -> Typed? {
        guard case .function(let function)? = expected, function.parameters.count == 1,
              let first = spelling.unicodeScalars.first, !CharacterSetLike.isIdentifierStart(first),
              let arguments = forwardedArguments(to: function, range: range), arguments.count == 2 else { return nil }
        let binary = BinaryExpr(op: BinaryOperator(spelling: spelling), operatorRange: range, lhs: arguments[0], rhs: arguments[1])
        return forwardingClosure(Expr(id: Self.synthesizedID, range: range, kind: .binary(binary)), expected: expected, range: range)
    }

    /// A prefix operator used where a function of one value is expected (`xs.map(-)`,
    /// `flags.map(!)`): the closure `{ -$0 }`, as swiftc picks the prefix operator then. Nil
    /// unless the expected function takes one value that is not a tuple to take apart.
    func prefixOperatorFunction(_ spelling: String, expected: SwiftType?, range: SourceRange) -> Typed? {
        guard case .function(let function)? = expected, function.parameters.count == 1,
              let first = spelling.unicodeScalars.first, !CharacterSetLike.isIdentifierStart(first),
              let arguments = forwardedArguments(to: function, range: range), arguments.count == 1 else { return nil }
        let operand = Expr(id: Self.synthesizedID, range: range, kind: .prefix(PrefixOperator(spelling: spelling), arguments[0]))
        return forwardingClosure(operand, expected: expected, range: range)
    }

    /// The id of syntax made here rather than parsed: no side table of the cell holds facts for it.
    static let synthesizedID = NodeID(0)

    /// What a function named as a value passes on where `function` is expected: `$0, $1, …`, or
    /// `$0.0, $0.1, …` when it takes one tuple (Swift splats a pair for a function of two). Nil
    /// for a function of no arguments.
    func forwardedArguments(to function: FunctionType, range: SourceRange) -> [Expr]? {
        func name(_ text: String) -> Expr {
            Expr(id: Self.synthesizedID, range: range, kind: .identifier(Identifier(text, range: range), genericArguments: []))
        }
        if function.parameters.count == 1, case .tuple(let elements) = function.parameters[0].type, elements.count > 1 {
            return elements.indices.map { index in
                Expr(id: Self.synthesizedID, range: range,
                     kind: .member(base: name("$0"), name: Identifier(String(index), range: range), genericArguments: []))
            }
        }
        guard !function.parameters.isEmpty else { return nil }
        return function.parameters.indices.map { name("$\($0)") }
    }

    /// `{ body }` checked as a closure of the expected type, its errors placed at the name.
    func forwardingClosure(_ body: Expr, expected: SwiftType?, range: SourceRange) -> Typed {
        let closure = ClosureExpr(attributes: [], captures: [], parameters: nil, hasParenthesizedParameters: false,
                                  effects: Effects(), resultType: nil,
                                  body: [Stmt(id: Self.synthesizedID, range: range, kind: .expression(body))])
        return self.closure(closure, expected: expected, range: range)
    }
}
