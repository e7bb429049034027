/// An expression node.
public struct Expr: Sendable {
    public var id: NodeID
    public var range: SourceRange
    public var kind: ExprKind

    public init(id: NodeID, range: SourceRange, kind: ExprKind) {
        self.id = id
        self.range = range
        self.kind = kind
    }
}

/// What an expression is. See the design note in AST.swift.
public indirect enum ExprKind: Sendable {
    // MARK: - Literals
    /// An integer literal's text as written (`42`, `0x_FF`, `0b1010`, `1_000`), typed by context.
    case integerLiteral(String)
    /// A floating literal's text as written (`2.5`, `1e-3`, `0x1p-2`).
    case floatLiteral(String)
    /// A string (or character) literal, with its interpolations.
    case stringLiteral(StringLiteral)
    case booleanLiteral(Bool)
    case nilLiteral
    /// `[a, b]`.
    case array([Expr])
    /// `[k: v]`; `[:]` has no elements.
    case dictionary([DictionaryElement])

    // MARK: - Names and members
    /// A name: a variable, function, type, `self`, `Self`, `$0`, `$name`; with explicit generic
    /// arguments for `Foo<Int>`.
    case identifier(Identifier, genericArguments: [TypeExpr])
    /// `base.name`: a property, method, nested type, enum case, `init`, tuple element (`t.0`).
    case member(base: Expr, name: Identifier, genericArguments: [TypeExpr])
    /// `.name` with the base type left to the context: `.red`, `.init(…)`.
    case implicitMember(Identifier, genericArguments: [TypeExpr])
    /// `super`, before its `.member` or subscript.
    case superRef
    /// `base.self` (`Int.self` is the metatype value).
    case postfixSelf(Expr)
    /// A type written where an expression is: `[Int]` in `[Int](repeating: 0, count: 3)`,
    /// `[String: Int]()`, `Int?.none`.
    case type(TypeExpr)

    // MARK: - Calls
    case call(CallExpr)
    case `subscript`(SubscriptExpr)
    /// `#colorLiteral(red: 1, green: 0, blue: 0, alpha: 1)` and other `#name(…)` expressions.
    case macroExpansion(MacroExpansion)
    /// `#file`, `#line`, `#column`, `#function`, `#fileID`, `#filePath`: the name without `#`.
    case magicIdentifier(String)

    // MARK: - Operators
    /// An infix operator application, folded by precedence: assignment and compound assignment
    /// are binary expressions too (`BinaryOperator.assign`, `.addAssign`).
    case binary(BinaryExpr)
    case prefix(PrefixOperator, Expr)
    case postfix(PostfixOperator, Expr)
    /// `condition ? then : else`.
    case ternary(condition: Expr, then: Expr, else: Expr)
    /// `value as T`, `value as? T`, `value as! T`.
    case cast(Expr, CastKind, TypeExpr)
    /// `value is T`.
    case isType(Expr, TypeExpr)
    /// `value!`.
    case forceUnwrap(Expr)
    /// `value?` inside an optional chain: the point where nil short-circuits.
    case bindOptional(Expr)
    /// The whole chain that contains one or more `bindOptional`s (`a?.b.c` is
    /// `optionalEvaluation(member(member(bindOptional(a), b), c))`), as Swift's AST has it.
    case optionalEvaluation(Expr)
    /// `&value` passed to an `inout` parameter.
    case inOut(Expr)
    /// `_` on the left of `=`.
    case discard

    // MARK: - Grouping, closures, effects
    /// `(value)`.
    case paren(Expr)
    /// `(a, b)`, `(x: 1, y: 2)`, `()`.
    case tuple([Argument])
    case closure(ClosureExpr)
    /// `\Root.path` or `\.path`.
    case keyPath(KeyPathExpr)
    case `try`(TryKind, Expr)
    case await(Expr)
    /// `repeat pattern`: the pattern evaluated once for each element of the packs it names (SE-0393).
    case packExpansion(Expr)
    /// `each x`: the current element of a value pack, inside a `repeat` pattern.
    case packElement(Expr)
    /// `if` used as an expression (`let x = if c { 1 } else { 2 }`).
    case ifExpression(IfStmt)
    /// `switch` used as an expression.
    case switchExpression(SwitchStmt)

    /// Modifiers under `#if` in a chain (`Text("a")` / `#if os(iOS)` / `.padding()` / `#endif`):
    /// each clause holds at most one expression, a suffix chain rooted at `.ifConfigBase`, which
    /// stands for `base`; the active clause's chain is applied to `base` (no clause: `base`).
    case postfixIfConfig(base: Expr, IfConfig<Expr>)
    /// Inside a `postfixIfConfig` clause: the value of the expression before the `#if`.
    case ifConfigBase

    /// Where the parser recovered from a syntax error (never in a tree without diagnostics).
    case error
}

extension Expr {
    /// Whether this is a compound name (`moved(to:)`, `xs.first(where:)`): a function value.
    public var namesCompound: Bool {
        switch kind {
        case .identifier(let name, _), .member(_, let name, _): name.argumentLabels != nil
        default: false
        }
    }
}

/// `try`, `try?`, `try!`.
public enum TryKind: String, Hashable, Sendable {
    case plain = "try"
    case optional = "try?"
    case forced = "try!"
}

/// `as`, `as?`, `as!`.
public enum CastKind: String, Hashable, Sendable {
    case coerce = "as"
    case conditional = "as?"
    case forced = "as!"
}

/// `lhs op rhs`.
public struct BinaryExpr: Sendable {
    public var op: BinaryOperator
    /// Where the operator is written.
    public var operatorRange: SourceRange
    public var lhs: Expr
    public var rhs: Expr

    public init(op: BinaryOperator, operatorRange: SourceRange, lhs: Expr, rhs: Expr) {
        self.op = op
        self.operatorRange = operatorRange
        self.lhs = lhs
        self.rhs = rhs
    }
}

/// `callee(arguments) { trailing } label: { more }`.
public struct CallExpr: Sendable {
    public var callee: Expr
    public var arguments: [Argument]
    /// Trailing closures in order; the first has no label, later ones are labelled.
    public var trailingClosures: [Argument]

    public init(callee: Expr, arguments: [Argument], trailingClosures: [Argument]) {
        self.callee = callee
        self.arguments = arguments
        self.trailingClosures = trailingClosures
    }
}

/// `base[arguments]`, labels allowed (`dict[k, default: 0]`).
public struct SubscriptExpr: Sendable {
    public var base: Expr
    public var arguments: [Argument]
    public var trailingClosures: [Argument]

    public init(base: Expr, arguments: [Argument], trailingClosures: [Argument]) {
        self.base = base
        self.arguments = arguments
        self.trailingClosures = trailingClosures
    }
}

/// `key: value` in a dictionary literal.
public struct DictionaryElement: Sendable {
    public var key: Expr
    public var value: Expr

    public init(key: Expr, value: Expr) {
        self.key = key
        self.value = value
    }
}

/// A string literal after escapes are decoded, multi-line indentation stripped and `\`
/// continuations joined: literal text alternating with interpolations.
public struct StringLiteral: Sendable {
    /// One piece of a string literal.
    public enum Segment: Sendable {
        /// Decoded text.
        case text(String)
        /// `\(…)`: its arguments (usually one unlabelled; `\(x, specifier: "%.2f")` has two) and
        /// the range from `\(` to `)`.
        case interpolation([Argument], SourceRange)
    }

    public var segments: [Segment]
    /// Written with `"""`.
    public var isMultiline: Bool
    /// The number of `#` around a raw string (0 for an ordinary one).
    public var rawDelimiterCount: Int

    public init(segments: [Segment], isMultiline: Bool, rawDelimiterCount: Int) {
        self.segments = segments
        self.isMultiline = isMultiline
        self.rawDelimiterCount = rawDelimiterCount
    }

    /// The text when there is no interpolation; nil otherwise.
    public var staticText: String? {
        var text = ""
        for segment in segments {
            guard case .text(let piece) = segment else { return nil }
            text += piece
        }
        return text
    }
}

/// `{ [captures] (parameters) async throws -> Result in body }`.
public struct ClosureExpr: Sendable {
    public var attributes: [Attribute]
    public var captures: [CaptureItem]
    /// The parameters before `in`; nil when there is no `in` (the body may use `$0`).
    public var parameters: [ClosureParameter]?
    /// Whether they were written in parentheses (`(a, b) in`, which may carry types).
    public var hasParenthesizedParameters: Bool
    public var effects: Effects
    public var resultType: TypeExpr?
    /// The body's statements (one expression statement is an implicit return, as in Swift).
    public var body: [Stmt]
    /// How many anonymous parameters (`$0`, `$1`, …) the body uses itself, one more than the
    /// highest; a `$0` inside a nested closure is that closure's (set by the parser).
    public var anonymousParameterCount = 0
    /// Whether the checker made this closure of an `@autoclosure` argument (no parser makes one).
    public var isAutoclosure = false

    public init(attributes: [Attribute], captures: [CaptureItem], parameters: [ClosureParameter]?,
                hasParenthesizedParameters: Bool, effects: Effects, resultType: TypeExpr?,
                body: [Stmt]) {
        self.attributes = attributes
        self.captures = captures
        self.parameters = parameters
        self.hasParenthesizedParameters = hasParenthesizedParameters
        self.effects = effects
        self.resultType = resultType
        self.body = body
    }
}

/// One closure parameter: `x`, `x: Int`, `_`.
public struct ClosureParameter: Sendable {
    public var id: NodeID
    public var range: SourceRange
    /// The name (`_` kept as written).
    public var name: Identifier
    public var type: TypeExpr?
    /// Its attributes: a property wrapper's (`{ (@Upper s: String) in … }`, SE-0293).
    public var attributes: [Attribute]

    public init(id: NodeID, range: SourceRange, name: Identifier, type: TypeExpr?, attributes: [Attribute] = []) {
        self.id = id
        self.range = range
        self.name = name
        self.type = type
        self.attributes = attributes
    }
}

/// One entry of a capture list: `self`, `weak self`, `unowned x`, `y = expr`.
public struct CaptureItem: Sendable {
    /// How the entry captures: strongly, weakly or unowned.
    public enum Specifier: String, Hashable, Sendable {
        case strong, weak, unowned
    }

    public var id: NodeID
    public var range: SourceRange
    public var specifier: Specifier
    public var name: Identifier
    /// `= expr`; nil captures the variable of the same name.
    public var value: Expr?

    public init(id: NodeID, range: SourceRange, specifier: Specifier, name: Identifier, value: Expr?) {
        self.id = id
        self.range = range
        self.specifier = specifier
        self.name = name
        self.value = value
    }
}

/// `\Root.a.b?[0]` or `\.a`.
public struct KeyPathExpr: Sendable {
    /// One step of a key path.
    public enum Component: Sendable {
        case property(Identifier)
        case `subscript`([Argument], SourceRange)
        /// `?`.
        case optionalChain(SourceRange)
        /// `!`.
        case forceUnwrap(SourceRange)
        /// `.self`.
        case identity(SourceRange)
    }

    /// The root type, if written.
    public var root: TypeExpr?
    public var components: [Component]

    public init(root: TypeExpr?, components: [Component]) {
        self.root = root
        self.components = components
    }
}
