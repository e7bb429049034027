import Testing
@testable import Lang

/// Operator folding by Swift's precedence groups, and Swift's whitespace rules for operators.
@Suite struct SyntaxPrecedenceTests {
    /// The expression's tree with every node parenthesised, ranges left out.
    static func shape(_ source: String) -> String {
        let result = Parser.parse(source)
        guard result.isValid, let first = result.file.statements.first,
              case .expression(let expr) = first.kind else {
            return "invalid: \(result.diagnostics)"
        }
        return render(expr)
    }

    static func render(_ e: Expr) -> String {
        switch e.kind {
        case .identifier(let name, _): return name.name
        case .integerLiteral(let text): return text
        case .binary(let b): return "(\(render(b.lhs)) \(b.op.spelling) \(render(b.rhs)))"
        case .prefix(let op, let x): return "(\(op.spelling)\(render(x)))"
        case .postfix(let op, let x): return "(\(render(x))\(op.spelling))"
        case .cast(let x, let kind, _): return "(\(render(x)) \(kind.rawValue) T)"
        case .isType(let x, _): return "(\(render(x)) is T)"
        case .ternary(let c, let t, let f): return "(\(render(c)) ? \(render(t)) : \(render(f)))"
        case .member(let base, let name, _): return "\(render(base)).\(name.name)"
        case .forceUnwrap(let x): return "\(render(x))!"
        case .inOut(let x): return "&\(render(x))"
        case .paren(let x): return render(x)
        case .call(let call): return "\(render(call.callee))(\(call.arguments.map { render($0.value) }.joined(separator: ", ")))"
        case .try(let kind, let x): return "(\(kind.rawValue) \(render(x)))"
        default: return "?"
        }
    }

    @Test(arguments: [
        ("a + b * c", "(a + (b * c))"),
        ("a * b + c", "((a * b) + c)"),
        ("a - b - c", "((a - b) - c)"),
        ("a ?? b == c", "((a ?? b) == c)"),
        ("a ?? b ?? c", "(a ?? (b ?? c))"),
        ("x as? Int ?? 0", "((x as? T) ?? 0)"),
        ("-x.y", "(-x.y)"),
        ("a...b + 1", "(a ... (b + 1))"),
        ("!a && b || c", "(((!a) && b) || c)"),
        ("a || b && c", "(a || (b && c))"),
        ("a << 2 + b", "((a << 2) + b)"),
        ("a &+ b &* c", "(a &+ (b &* c))"),
        ("a & b | c ^ d", "(((a & b) | c) ^ d)"),
        ("x = y = z", "(x = (y = z))"),
        ("x += a * b", "(x += (a * b))"),
        ("a < b ? c : d + e", "((a < b) ? c : (d + e))"),
        ("a ? b : c ? d : e", "(a ? b : (c ? d : e))"),
        ("x is Int && y", "((x is T) && y)"),
        ("a + b as Double", "((a + b) as T)"),
        ("a..<b", "(a ..< b)"),
        ("try f() + g()", "(try (f() + g()))"),
        ("x = try f()", "(x = (try f()))"),
    ])
    func folding(source: String, expected: String) {
        #expect(Self.shape(source) == expected)
    }

    @Test(arguments: [
        ("a - b", "(a - b)"),
        ("a-b", "(a - b)"),
        ("a!.b", "a!.b"),
        ("f(&x)", "f(&x)"),
        ("a! + b", "(a! + b)"),
        ("-a * b", "((-a) * b)"),
        ("x...", "(x...)"),
        ("...b", "(...b)"),
        ("..<b", "(..<b)"),
    ])
    func whitespaceRules(source: String, expected: String) {
        #expect(Self.shape(source) == expected)
    }

    @Test func prefixMinusOnANewLineStartsAStatement() {
        let result = Parser.parse("let a = b\n-c")
        #expect(result.isValid)
        #expect(result.file.statements.count == 2)
    }

    @Test func binaryOperatorOnANewLineContinues() {
        let result = Parser.parse("let a = b\n    + c")
        #expect(result.isValid)
        #expect(result.file.statements.count == 1)
    }

    @Test func comparisonsDoNotChain() {
        let result = Parser.parse("a < b < c")
        #expect(result.diagnostics.map(\.message) == [
            "adjacent operators are in non-associative precedence group 'ComparisonPrecedence'",
        ])
    }

    @Test func customOperatorUsesItsDeclaredGroup() {
        let source = "let v = a <> b * c\ninfix operator <> : AdditionPrecedence"
        let result = Parser.parse(source)
        guard case .declaration(let decl) = result.file.statements[0].kind,
              case .variable(let variable) = decl.kind, let value = variable.bindings.first?.initializer else {
            Issue.record("expected a variable")
            return
        }
        #expect(Self.render(value) == "(a <> (b * c))")
    }

    @Test func customPrecedenceGroupRanksAndAssociates() {
        let source = """
        let v = a ** b ** c * d
        precedencegroup ExponentPrecedence { higherThan: MultiplicationPrecedence associativity: right }
        infix operator ** : ExponentPrecedence
        """
        let result = Parser.parse(source)
        guard case .declaration(let decl) = result.file.statements[0].kind,
              case .variable(let variable) = decl.kind, let value = variable.bindings.first?.initializer else {
            Issue.record("expected a variable")
            return
        }
        #expect(Self.render(value) == "((a ** (b ** c)) * d)")
    }
}
