// The syntax tree of one cell: what the parser builds and every later layer reads.
//
// Design:
// - Value types. Each node family (`Decl`, `Stmt`, `Expr`, `Pattern`, `TypeExpr`) is a struct
//   holding `id`, `range` and a `kind`, an indirect enum whose cases carry small structs
//   (`CallExpr`, `FunctionDecl`, …). Trees are immutable, `Sendable` and cheap to pass around;
//   there is no parent pointer (a pass that needs context carries it down).
// - Identity without mutation. Every node, and every struct that declares or scopes a name
//   (`Parameter`, `GenericParameter`, `PatternBinding`, `EnumCaseElement`, `ClosureParameter`,
//   `CaptureItem`, `AccessorDecl`, `Condition`, `SwitchCase`, `CatchClause`, `CodeBlock`), has a
//   `NodeID`, numbered densely from 0 per parsed cell. The resolver and checker keep their facts
//   (declaration of a name, type of an expression) in arrays of `SourceFile.nodeCount` slots, so
//   the tree is never rewritten and one tree can be checked twice.
// - Source ranges everywhere: a node's `range` covers its whole text (line:column, half-open), and
//   names that diagnostics point at are `Identifier`s with their own range.
// - Operators are enums (`BinaryOperator`, `PrefixOperator`, `PostfixOperator`) and binary
//   expressions stay a tree after precedence parsing, so the checker sees which operator and
//   which operands. Casts, `is`, the ternary, `!`, `?` and `&` have cases of their own.
// - Literals keep their text: an integer literal is `"0x_FF"` until the checker knows its type
//   (`Int`, `CGFloat`, `UInt8`…), so huge literals are a type error, never a parse trap.
// - The parser resolves nothing: `self`, `Self`, `$0` and `$name` are identifiers, `Type.name` and
//   `value.name` are both `.member`, and `.a(x)` in a pattern is an `enumCase` pattern the checker
//   may read as an expression pattern. Types written in expression position (`[Int](…)`,
//   `Array<Int>()`) are `.type` expressions.
// - `#if` stays in the tree (`IfConfig`) with every branch parsed; the checker picks the active one.

/// One parsed cell: its top-level statements (declarations are `.declaration` statements, as
/// Swift's top-level code interleaves them) and how many node ids the parser handed out.
public struct SourceFile: Sendable {
    /// The cell's statements in source order.
    public var statements: [Stmt]
    /// One more than the largest `NodeID` in the tree: the size of a side table.
    public var nodeCount: Int
    /// Type-checking errors the parser sees but swiftc reports after parsing: an `if`/`switch`
    /// expression where no value stands whole (an argument, an operand).
    public var placementErrors: [Diagnostic] = []

    public init(statements: [Stmt], nodeCount: Int) {
        self.statements = statements
        self.nodeCount = nodeCount
    }
}

/// A name as written, with where it was written.
public struct Identifier: Hashable, Sendable, CustomStringConvertible {
    /// The name without backticks (`` `default` `` is `default`).
    public var name: String
    public var range: SourceRange
    /// The argument labels of a compound name (`first(where:)` is `first` with `["where"]`,
    /// `_` a nil label); nil for a plain name.
    public var argumentLabels: [String?]?

    public init(_ name: String, range: SourceRange, argumentLabels: [String?]? = nil) {
        self.name = name
        self.range = range
        self.argumentLabels = argumentLabels
    }

    public var description: String { name }
}

/// A braced list of statements: a function body, a branch, a loop body. It scopes its names.
public struct CodeBlock: Sendable {
    public var id: NodeID
    /// From `{` to `}` inclusive.
    public var range: SourceRange
    public var statements: [Stmt]

    public init(id: NodeID, range: SourceRange, statements: [Stmt]) {
        self.id = id
        self.range = range
        self.statements = statements
    }
}

/// One argument of a call, subscript, attribute, tuple or interpolation: `label: value` or `value`.
public struct Argument: Sendable {
    /// The label, if written (`radius:` in `circle(radius: 2)`).
    public var label: Identifier?
    public var value: Expr
    /// From the label (or the value) to the end of the value.
    public var range: SourceRange

    public init(label: Identifier?, value: Expr, range: SourceRange) {
        self.label = label
        self.value = value
        self.range = range
    }
}

/// An attribute: `@State`, `@escaping`, `@available(iOS 15, *)`, `@Environment(\.colorScheme)`.
public struct Attribute: Sendable {
    /// The name after `@` (a dotted name like `Foo.Bar` is kept as written).
    public var name: Identifier
    /// The arguments when they parse as an argument list (`@Environment(\.colorScheme)`); nil
    /// when there are none or they are not expressions (`@available(iOS 15, *)`).
    public var arguments: [Argument]?
    /// The source text between the parentheses, for any attribute that has them.
    public var argumentText: String?
    /// The generic arguments after the name (`@ArrayBuilder<Int>`).
    public var genericArguments: [TypeExpr]
    public var range: SourceRange

    public init(name: Identifier, arguments: [Argument]?, argumentText: String?, genericArguments: [TypeExpr] = [],
                range: SourceRange) {
        self.name = name
        self.genericArguments = genericArguments
        self.arguments = arguments
        self.argumentText = argumentText
        self.range = range
    }
}

/// A declaration modifier: access level, `static`, `mutating`, `override`, …
public struct Modifier: Sendable {
    /// The modifier keywords Swift has, by spelling.
    public enum Kind: String, CaseIterable, Hashable, Sendable {
        case `open`, `public`, `package`, `internal`, `fileprivate`, `private`
        case `static`, `class`, `final`, `override`, `required`, `convenience`
        case `mutating`, `nonmutating`, `lazy`, `weak`, `unowned`, `indirect`, `optional`
        case `dynamic`, `infix`, `prefix`, `postfix`, `nonisolated`, `consuming`, `borrowing`
    }

    public var kind: Kind
    /// The parenthesised detail: `set` in `private(set)`, `unsafe` in `unowned(unsafe)`.
    public var detail: String?
    public var range: SourceRange

    public init(kind: Kind, detail: String?, range: SourceRange) {
        self.kind = kind
        self.detail = detail
        self.range = range
    }
}

/// `async` and `throws` on a function, initialiser, accessor, closure or function type.
public struct Effects: Sendable {
    /// How a declaration throws.
    public enum Throwing: Sendable {
        case none
        /// `throws`, or `throws(E)` with its error type.
        case throwing(TypeExpr?)
        case rethrowing
    }

    public var isAsync: Bool
    public var throwing: Throwing

    public init(isAsync: Bool = false, throwing: Throwing = .none) {
        self.isAsync = isAsync
        self.throwing = throwing
    }

    /// Neither `async` nor `throws`.
    public static let none = Effects()

    /// Whether the declaration throws (`throws` or `rethrows`).
    public var throwsErrors: Bool {
        if case .none = throwing { return false }
        return true
    }
}

/// A generic parameter: `T` or `T: Shape`.
public struct GenericParameter: Sendable {
    public var id: NodeID
    public var range: SourceRange
    public var name: Identifier
    /// The inheritance constraint after `:` (a composition `P & Q` for several).
    public var constraint: TypeExpr?
    /// `each T`: a type parameter pack (SE-0393), bound to any number of types.
    public var isPack: Bool

    public init(id: NodeID, range: SourceRange, name: Identifier, constraint: TypeExpr?,
                isPack: Bool = false) {
        self.id = id
        self.range = range
        self.name = name
        self.constraint = constraint
        self.isPack = isPack
    }
}

/// One requirement of a `where` clause: `T: Shape` or `T.Element == Int`.
public struct WhereRequirement: Sendable {
    /// A conformance (`T: Shape`) or a same-type requirement (`T.Element == Int`).
    public enum Kind: Sendable {
        case conformance(TypeExpr, TypeExpr)
        case sameType(TypeExpr, TypeExpr)
    }

    public var kind: Kind
    public var range: SourceRange

    public init(kind: Kind, range: SourceRange) {
        self.kind = kind
        self.range = range
    }
}

/// A parameter of a function, initialiser, subscript or enum case's associated value.
///
/// Swift spells these `first second: T`: for functions and initialisers `first` is the argument
/// label (`_` for none) and `second` the local name (absent: the same as `first`); a subscript's
/// single name is a local name without a label; an associated value may have neither (`case a(Int)`).
public struct Parameter: Sendable {
    public var id: NodeID
    public var range: SourceRange
    public var attributes: [Attribute]
    /// The first name as written, `_` included; nil when there is none.
    public var firstName: Identifier?
    /// The second name, when two are written.
    public var secondName: Identifier?
    /// The type as written, including `inout` (`TypeExprKind.inOut`) and attributes such as
    /// `@escaping` (`TypeExprKind.attributed`).
    public var type: TypeExpr
    /// `T...`.
    public var isVariadic: Bool
    /// `= value`.
    public var defaultValue: Expr?

    public init(id: NodeID, range: SourceRange, attributes: [Attribute], firstName: Identifier?,
                secondName: Identifier?, type: TypeExpr, isVariadic: Bool, defaultValue: Expr?) {
        self.id = id
        self.range = range
        self.attributes = attributes
        self.firstName = firstName
        self.secondName = secondName
        self.type = type
        self.isVariadic = isVariadic
        self.defaultValue = defaultValue
    }

    /// The argument label of a function's or initialiser's parameter: nil for `_`.
    public var functionArgumentLabel: String? {
        guard let first = firstName, first.name != "_" else { return nil }
        return first.name
    }

    /// The name the body uses: the second name if written, else the first; nil for `_` or none.
    public var localName: Identifier? {
        let name = secondName ?? firstName
        guard let name, name.name != "_" else { return nil }
        return name
    }
}

/// `#if … #elseif … #else … #endif` around statements, declarations or members: every branch is
/// parsed and kept; the checker decides which is active (`DEBUG` is true).
public struct IfConfig<Element: Sendable>: Sendable {
    public var clauses: [IfConfigClause<Element>]

    public init(clauses: [IfConfigClause<Element>]) {
        self.clauses = clauses
    }
}

/// One branch of an `IfConfig`.
public struct IfConfigClause<Element: Sendable>: Sendable {
    /// The condition after `#if`/`#elseif` (`DEBUG`, `os(iOS)`, `swift(>=5.9)`); nil for `#else`.
    public var condition: Expr?
    public var elements: [Element]
    /// From the directive to the end of its last element.
    public var range: SourceRange

    public init(condition: Expr?, elements: [Element], range: SourceRange) {
        self.condition = condition
        self.elements = elements
        self.range = range
    }
}

/// A freestanding macro use: `#Preview("Ring") { … }` as a declaration, `#colorLiteral(red: …)`
/// as an expression.
public struct MacroExpansion: Sendable {
    /// The name after `#`.
    public var name: Identifier
    public var genericArguments: [TypeExpr]
    public var arguments: [Argument]
    /// Trailing closures; the first has no label.
    public var trailingClosures: [Argument]

    public init(name: Identifier, genericArguments: [TypeExpr] = [], arguments: [Argument],
                trailingClosures: [Argument]) {
        self.name = name
        self.genericArguments = genericArguments
        self.arguments = arguments
        self.trailingClosures = trailingClosures
    }
}
