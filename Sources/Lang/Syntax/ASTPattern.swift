/// A pattern: what `let`/`var`, `case`, `for`, `catch` and closure-free bindings match and bind.
public struct Pattern: Sendable {
    public var id: NodeID
    public var range: SourceRange
    public var kind: PatternKind

    public init(id: NodeID, range: SourceRange, kind: PatternKind) {
        self.id = id
        self.range = range
        self.kind = kind
    }
}

/// What a pattern is.
///
/// Inside `let`/`var` (or a `let (a, b)` declaration) a bare name binds (`identifier`); elsewhere
/// in a `case` a bare name or any other expression is an `expression` pattern matched with `~=`.
/// `.a(x)` and `Type.a(x)` are `enumCase` patterns; the checker may find that `.a` is a static
/// member instead and match it as an expression.
public indirect enum PatternKind: Sendable {
    /// `_`.
    case wildcard
    /// A name that binds (inside `let`/`var`, or a declaration's pattern).
    case identifier(Identifier)
    /// `(a, b)`, `(x: a, y: _)`.
    case tuple([TuplePatternElement])
    /// `let p` / `var p`: every name inside `p` binds, immutably or not.
    case binding(BindingIntroducer, Pattern)
    /// `.some(let x)`, `Shape.circle(radius: let r)`, `.none`.
    case enumCase(EnumCasePattern)
    /// `x?`, sugar for `.some(x)`.
    case optional(Pattern)
    /// `is T`.
    case isType(TypeExpr)
    /// `p as T` (`let x as Int`).
    case cast(Pattern, TypeExpr)
    /// An expression matched with `~=`: `0...9`, `"a"`, `k`.
    case expression(Expr)
    /// `p: T` in a declaration (`let (a, b): (Int, Int)`) or closure-free binding.
    case typed(Pattern, TypeExpr)
    /// Where the parser recovered from a syntax error.
    case error
}

/// `let` or `var`.
public enum BindingIntroducer: String, Hashable, Sendable {
    case `let`, `var`
}

/// An element of a tuple pattern or of an enum case pattern's payload: `x: let v` or `let v`.
public struct TuplePatternElement: Sendable {
    public var label: Identifier?
    public var pattern: Pattern
    public var range: SourceRange

    public init(label: Identifier?, pattern: Pattern, range: SourceRange) {
        self.label = label
        self.pattern = pattern
        self.range = range
    }
}

/// `Type.name(payload)`, `.name(payload)`, `.name`.
public struct EnumCasePattern: Sendable {
    /// The enum type, when written (`Shape.circle`); nil for `.circle`.
    public var type: TypeExpr?
    public var name: Identifier
    /// The payload patterns; nil when no parentheses follow the name.
    public var payload: [TuplePatternElement]?

    public init(type: TypeExpr?, name: Identifier, payload: [TuplePatternElement]?) {
        self.type = type
        self.name = name
        self.payload = payload
    }
}
