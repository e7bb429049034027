/// An expression node with its source range.
final class Expr: @unchecked Sendable {
    let kind: ExprKind
    let range: SourceRange
    /// The expression compiled to a closure, made the first time it is evaluated (see
    /// `Interpreter.compile`). A cell's syntax tree is only ever evaluated by its own session's
    /// interpreter, one cell at a time, so the unchecked exclusivity is safe and saves a
    /// runtime access check on every evaluation.
    @exclusivity(unchecked) var compiled: CompiledExpr?

    init(_ kind: ExprKind, _ range: SourceRange) {
        self.kind = kind
        self.range = range
    }

    var start: SourceLocation { range.start }
}

/// One argument of a call: `label: value` or just `value`.
struct Argument {
    var label: String?
    var value: Expr
    /// Where the argument starts: its label, else its value.
    var start: SourceLocation
    /// A trailing closure (`VStack { … }`): it may fill a labelled closure parameter.
    var isTrailingClosure = false

    init(label: String?, value: Expr, start: SourceLocation? = nil) {
        self.label = label
        self.value = value
        self.start = start ?? value.start
    }
}

/// A piece of an interpolated string literal.
enum InterpolationPart {
    case text(String)
    /// `\(value)` or `\(value, specifier: "%.1f")`.
    case value(Expr, specifier: Expr?)
}

/// The kinds of expression the language has.
indirect enum ExprKind {
    case number(Double)
    case string([InterpolationPart])
    case bool(Bool)
    case nilLiteral
    case identifier(String)
    case selfValue
    case array([Expr])
    /// `[key: value, …]`, kept only so that such literals give a clear error.
    case dictionary
    case tuple([Argument])
    case closure(ClosureExpr)
    case member(Expr, String)
    case tupleIndex(Expr, Int)
    /// `.name` with the type left to the context (`.red`, `.degrees(30)` is a call on this).
    case implicitMember(String)
    case call(Expr, [Argument])
    case subscripted(Expr, [Argument])
    case prefix(String, Expr)
    case binary(String, Expr, Expr)
    case ternary(Expr, Expr, Expr)
    case assignment(String, Expr, Expr)
    /// `\.self`, `\.name`: a key path (only `\.self` and property chains).
    case keyPath([String])
    /// `x as T`, `x!`, `x?`: no-ops in a language without optionals types.
    case passthrough(Expr)
    /// `try x`, `await x`: ignored words.
    case ignoredPrefix(Expr)
}

/// A closure literal `{ a, b in … }`; `$0`-style closures get implicit parameters.
final class ClosureExpr: @unchecked Sendable {
    let parameters: [String]
    let body: [Stmt]
    /// The number of `$n` parameters used when the closure names none.
    let implicitParameterCount: Int
    let hasExplicitSignature: Bool

    init(parameters: [String], body: [Stmt], implicitParameterCount: Int, hasExplicitSignature: Bool) {
        self.parameters = parameters
        self.body = body
        self.implicitParameterCount = implicitParameterCount
        self.hasExplicitSignature = hasExplicitSignature
    }
}

/// A statement node with its source range.
final class Stmt: @unchecked Sendable {
    let kind: StmtKind
    let range: SourceRange
    /// The statement compiled to a closure on first use (see `Interpreter.compile`); unchecked
    /// exclusivity for the reason given on `Expr.compiled`.
    @exclusivity(unchecked) var compiled: CompiledStmt?

    init(_ kind: StmtKind, _ range: SourceRange) {
        self.kind = kind
        self.range = range
    }

    var start: SourceLocation { range.start }
}

/// A binding pattern of `let`, `var` and `for`.
indirect enum Pattern {
    case name(String)
    case wildcard
    case tuple([Pattern])

    var names: [String] {
        switch self {
        case .name(let n): return [n]
        case .wildcard: return []
        case .tuple(let parts): return parts.flatMap(\.names)
        }
    }
}

/// One clause of an `if`/`guard`/`while` condition.
enum Condition {
    case expression(Expr)
    /// `let name = value` (or `let name`): true when the value is not nil, binding it.
    case optionalBinding(String, Expr)
}

/// A type annotation, kept as its spelling: only used to give implicit members their type.
struct TypeAnnotation {
    var name: String
}

/// `let`/`var` declaration.
struct VariableDecl {
    var isConstant: Bool
    var pattern: Pattern
    var type: TypeAnnotation?
    var initializer: Expr?
    /// Where the declared name (or pattern) starts.
    var nameStart: SourceLocation
}

/// One parameter of a function: `label name: Type = default`.
struct ParameterDecl {
    var label: String?
    var name: String
    var type: TypeAnnotation?
    var defaultValue: Expr?
    var isInout: Bool
}

/// A function or method declaration.
final class FunctionDecl: @unchecked Sendable {
    let name: String
    let parameters: [ParameterDecl]
    let body: [Stmt]
    let isStatic: Bool
    let isMutating: Bool
    /// `@ViewBuilder`: each expression statement of the body is a view.
    let isViewBuilder: Bool
    let range: SourceRange

    init(name: String, parameters: [ParameterDecl], body: [Stmt], isStatic: Bool, isMutating: Bool,
         isViewBuilder: Bool, range: SourceRange) {
        self.name = name
        self.parameters = parameters
        self.body = body
        self.isStatic = isStatic
        self.isMutating = isMutating
        self.isViewBuilder = isViewBuilder
        self.range = range
    }

    /// `name(label:label:)`, as Swift spells a function's full name.
    var signature: String {
        "\(name)(" + parameters.map { "\($0.label ?? "_"):" }.joined() + ")"
    }
}

/// A property of a struct: stored (with an optional default) or computed.
struct PropertyDecl {
    var name: String
    var isConstant: Bool
    var isStatic: Bool
    var type: TypeAnnotation?
    var defaultValue: Expr?
    /// The getter body of a computed property.
    var getter: [Stmt]?
    /// The setter body and its parameter name (`newValue` unless named).
    var setter: (body: [Stmt], parameter: String)?
    var isViewBuilder: Bool
    var range: SourceRange
    /// `@State` or `@Binding`, when the property declares one.
    var wrapper: PropertyWrapper?

    var isComputed: Bool { getter != nil }
}

/// `struct Name: Protocols { … }` or the members of an `extension`.
final class StructDecl: @unchecked Sendable {
    let name: String
    let conformances: [String]
    let properties: [PropertyDecl]
    let methods: [FunctionDecl]
    let initializers: [FunctionDecl]
    let range: SourceRange

    init(name: String, conformances: [String], properties: [PropertyDecl], methods: [FunctionDecl],
         initializers: [FunctionDecl], range: SourceRange) {
        self.name = name
        self.conformances = conformances
        self.properties = properties
        self.methods = methods
        self.initializers = initializers
        self.range = range
    }
}

/// The kinds of statement the language has.
indirect enum StmtKind {
    case expression(Expr)
    case variable(VariableDecl)
    case function(FunctionDecl)
    case structure(StructDecl)
    case extensionBlock(StructDecl)
    case ifStatement([Condition], then: [Stmt], otherwise: [Stmt]?)
    case guardStatement([Condition], otherwise: [Stmt])
    case forIn(Pattern, Expr, filter: Expr?, body: [Stmt])
    case whileLoop([Condition], [Stmt])
    case repeatWhile([Stmt], Expr)
    case breakStatement
    case continueStatement
    case returnStatement(Expr?)
    case block([Stmt])
    /// `#Preview { … }`: its views are displayed.
    case preview([Stmt])
    /// `import …`: accepted, nothing to do (`protocol` and `enum` declarations are refused).
    case ignored
}
