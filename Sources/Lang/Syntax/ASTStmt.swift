/// A statement node. Declarations are statements too (`.declaration`), as in Swift's top-level
/// code and function bodies.
public struct Stmt: Sendable {
    public var id: NodeID
    public var range: SourceRange
    public var kind: StmtKind

    public init(id: NodeID, range: SourceRange, kind: StmtKind) {
        self.id = id
        self.range = range
        self.kind = kind
    }
}

/// What a statement is.
public indirect enum StmtKind: Sendable {
    case expression(Expr)
    case declaration(Decl)
    case `if`(IfStmt)
    case `guard`(GuardStmt)
    case `while`(WhileStmt)
    case `repeat`(RepeatWhileStmt)
    case `for`(ForInStmt)
    case `switch`(SwitchStmt)
    case `do`(DoStmt)
    /// `label: statement` for a loop, `if`, `switch` or `do`.
    case labeled(Identifier, Stmt)
    /// `break`, `break label`.
    case `break`(Identifier?)
    /// `continue`, `continue label`.
    case `continue`(Identifier?)
    case `return`(Expr?)
    case `throw`(Expr)
    case `defer`(CodeBlock)
    case `fallthrough`
    /// `#if … #endif` around statements.
    case ifConfig(IfConfig<Stmt>)
    /// Where the parser recovered from a syntax error.
    case error
}

/// One condition of an `if`, `guard` or `while` list (`if a, let b = c, case .x = d`).
public struct Condition: Sendable {
    /// The kinds of condition.
    public enum Kind: Sendable {
        /// A Boolean expression.
        case expression(Expr)
        /// `let x = value`, `var x = value`, `let x: T = value`, or the shorthand `let x`
        /// (`initializer` nil: unwraps the variable of the same name).
        case optionalBinding(OptionalBinding)
        /// `case pattern = value`.
        case patternMatch(Pattern, Expr)
        /// `#available(iOS 15, *)` / `#unavailable(…)`: the text inside the parentheses.
        case availability(isUnavailable: Bool, text: String)
    }

    public var id: NodeID
    public var range: SourceRange
    public var kind: Kind

    public init(id: NodeID, range: SourceRange, kind: Kind) {
        self.id = id
        self.range = range
        self.kind = kind
    }
}

/// `let x = value` (or `var`, with an optional type) in a condition.
public struct OptionalBinding: Sendable {
    public var introducer: BindingIntroducer
    /// The bound name (an `.identifier` pattern; Swift allows nothing else here).
    public var pattern: Pattern
    public var type: TypeExpr?
    public var initializer: Expr?

    public init(introducer: BindingIntroducer, pattern: Pattern, type: TypeExpr?, initializer: Expr?) {
        self.introducer = introducer
        self.pattern = pattern
        self.type = type
        self.initializer = initializer
    }
}

/// `if conditions { … } else …`.
public struct IfStmt: Sendable {
    public var conditions: [Condition]
    public var body: CodeBlock
    public var elseBranch: ElseBranch?

    public init(conditions: [Condition], body: CodeBlock, elseBranch: ElseBranch?) {
        self.conditions = conditions
        self.body = body
        self.elseBranch = elseBranch
    }
}

/// What follows `else`: another `if` (a statement of kind `.if`, with its own id) or a block.
public enum ElseBranch: Sendable {
    case elseIf(Stmt)
    case block(CodeBlock)
}

/// `guard conditions else { … }`.
public struct GuardStmt: Sendable {
    public var conditions: [Condition]
    public var body: CodeBlock

    public init(conditions: [Condition], body: CodeBlock) {
        self.conditions = conditions
        self.body = body
    }
}

/// `while conditions { … }`.
public struct WhileStmt: Sendable {
    public var conditions: [Condition]
    public var body: CodeBlock

    public init(conditions: [Condition], body: CodeBlock) {
        self.conditions = conditions
        self.body = body
    }
}

/// `repeat { … } while condition`.
public struct RepeatWhileStmt: Sendable {
    public var body: CodeBlock
    public var condition: Expr

    public init(body: CodeBlock, condition: Expr) {
        self.body = body
        self.condition = condition
    }
}

/// `for [case] pattern in sequence [where condition] { … }`.
public struct ForInStmt: Sendable {
    /// `for case …`: the pattern is matched, and elements that do not match are skipped.
    public var isCasePattern: Bool
    /// `for try await …`; parsed, for the checker to reject.
    public var isAsync: Bool
    public var pattern: Pattern
    public var sequence: Expr
    public var whereClause: Expr?
    public var body: CodeBlock

    public init(isCasePattern: Bool, isAsync: Bool, pattern: Pattern, sequence: Expr,
                whereClause: Expr?, body: CodeBlock) {
        self.isCasePattern = isCasePattern
        self.isAsync = isAsync
        self.pattern = pattern
        self.sequence = sequence
        self.whereClause = whereClause
        self.body = body
    }
}

/// `switch subject { case …: … default: … }`.
public struct SwitchStmt: Sendable {
    public var subject: Expr
    public var cases: [SwitchCase]
    /// The `{`…`}` range, where "switch must be exhaustive" points.
    public var bodyRange: SourceRange

    public init(subject: Expr, cases: [SwitchCase], bodyRange: SourceRange) {
        self.subject = subject
        self.cases = cases
        self.bodyRange = bodyRange
    }
}

/// One `case …:` or `default:` of a switch, with its statements.
public struct SwitchCase: Sendable {
    /// `case` with its patterns, or `default`.
    public enum Label: Sendable {
        case `case`([CaseItem])
        case `default`
    }

    public var id: NodeID
    public var range: SourceRange
    /// `@unknown default:`.
    public var isUnknown: Bool
    public var label: Label
    public var body: [Stmt]

    public init(id: NodeID, range: SourceRange, isUnknown: Bool, label: Label, body: [Stmt]) {
        self.id = id
        self.range = range
        self.isUnknown = isUnknown
        self.label = label
        self.body = body
    }
}

/// One pattern of a `case` or `catch` with its `where` guard.
public struct CaseItem: Sendable {
    public var pattern: Pattern
    public var whereClause: Expr?
    public var range: SourceRange

    public init(pattern: Pattern, whereClause: Expr?, range: SourceRange) {
        self.pattern = pattern
        self.whereClause = whereClause
        self.range = range
    }
}

/// `do { … } catch pattern where c { … } catch { … }`.
public struct DoStmt: Sendable {
    public var body: CodeBlock
    public var catches: [CatchClause]
    /// The `E` of `do throws(E)` (SE-0413): the error type its `catch` clauses see.
    public var thrownType: TypeExpr?

    public init(body: CodeBlock, catches: [CatchClause], thrownType: TypeExpr? = nil) {
        self.body = body
        self.catches = catches
        self.thrownType = thrownType
    }
}

/// One `catch` clause; no items catches everything and binds `error`.
public struct CatchClause: Sendable {
    public var id: NodeID
    public var range: SourceRange
    public var items: [CaseItem]
    public var body: CodeBlock

    public init(id: NodeID, range: SourceRange, items: [CaseItem], body: CodeBlock) {
        self.id = id
        self.range = range
        self.items = items
        self.body = body
    }
}
