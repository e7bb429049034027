/// A declaration node, with what every declaration may carry: its `///` doc comment, attributes
/// and modifiers.
public struct Decl: Sendable {
    public var id: NodeID
    /// From the first attribute or modifier to the end of the declaration.
    public var range: SourceRange
    /// The `///` (or `/** */`) comment lines right before the declaration, markers stripped and
    /// lines joined with "\n"; nil when there is none.
    public var docComment: String?
    public var attributes: [Attribute]
    public var modifiers: [Modifier]
    public var kind: DeclKind

    public init(id: NodeID, range: SourceRange, docComment: String?, attributes: [Attribute],
                modifiers: [Modifier], kind: DeclKind) {
        self.id = id
        self.range = range
        self.docComment = docComment
        self.attributes = attributes
        self.modifiers = modifiers
        self.kind = kind
    }

    /// Whether a modifier of `kind` is written.
    public func has(_ kind: Modifier.Kind) -> Bool {
        modifiers.contains { $0.kind == kind }
    }

    /// The attribute named `name` (without `@`), if written.
    public func attribute(named name: String) -> Attribute? {
        attributes.first { $0.name.name == name }
    }
}

/// What a declaration is.
public indirect enum DeclKind: Sendable {
    /// `let`/`var`, one or more bindings.
    case variable(VariableDecl)
    case function(FunctionDecl)
    case initializer(InitializerDecl)
    /// `deinit { … }`.
    case deinitializer(CodeBlock?)
    case `subscript`(SubscriptDecl)
    /// `struct`, `class`, `enum`, `protocol`, `actor`.
    case nominalType(NominalTypeDecl)
    case `extension`(ExtensionDecl)
    /// `case a, b(Int), c = 3` inside an enum.
    case enumCase(EnumCaseDecl)
    /// `associatedtype Element: Equatable = Int` inside a protocol.
    case associatedType(AssociatedTypeDecl)
    case typeAlias(TypeAliasDecl)
    /// `infix operator <> : AdditionPrecedence`.
    case `operator`(OperatorDecl)
    case precedenceGroup(PrecedenceGroupDecl)
    /// `import SwiftUI`.
    case `import`(ImportDecl)
    /// `#if … #endif` around declarations or members.
    case ifConfig(IfConfig<Decl>)
    /// `#Preview { … }`, `#Preview("Ring") { … }`.
    case macroExpansion(MacroExpansion)
    /// Where the parser recovered from a syntax error.
    case error
}

/// `let`/`var` with its bindings: `let a = 1, b: Int`, `var x: Int { get set }`.
public struct VariableDecl: Sendable {
    public var introducer: BindingIntroducer
    public var bindings: [PatternBinding]

    public init(introducer: BindingIntroducer, bindings: [PatternBinding]) {
        self.introducer = introducer
        self.bindings = bindings
    }
}

/// One `pattern: Type = value { accessors }` of a variable declaration.
public struct PatternBinding: Sendable {
    public var id: NodeID
    public var range: SourceRange
    /// Usually an `.identifier`; a tuple for `let (a, b) = …`. (The annotation is in `type`, not
    /// a `.typed` pattern.)
    public var pattern: Pattern
    public var type: TypeExpr?
    public var initializer: Expr?
    /// A computed property's body or observers; nil for a stored property.
    public var accessors: AccessorBlock?

    public init(id: NodeID, range: SourceRange, pattern: Pattern, type: TypeExpr?,
                initializer: Expr?, accessors: AccessorBlock?) {
        self.id = id
        self.range = range
        self.pattern = pattern
        self.type = type
        self.initializer = initializer
        self.accessors = accessors
    }
}

/// The braces after a property or subscript.
public enum AccessorBlock: Sendable {
    /// `{ statements }`: a read-only computed getter.
    case getter(CodeBlock)
    /// `{ get { … } set(v) { … } }`, `{ willSet { … } didSet { … } }`, or a protocol's
    /// `{ get set }` (accessors without bodies).
    case accessors([AccessorDecl], SourceRange)
}

/// One accessor: `get`, `set(newValue)`, `willSet`, `didSet`, `_modify`, `_read`.
public struct AccessorDecl: Sendable {
    /// Which accessor.
    public enum Kind: String, Hashable, Sendable {
        case get, set, willSet, didSet, modify = "_modify", read = "_read", `init`
    }

    public var id: NodeID
    public var range: SourceRange
    public var attributes: [Attribute]
    /// `mutating get`, `nonmutating set`.
    public var modifiers: [Modifier]
    public var kind: Kind
    /// The parameter name written in `set(v)`, `willSet(v)`, `didSet(v)`.
    public var parameter: Identifier?
    public var effects: Effects
    /// Nil in a protocol requirement.
    public var body: CodeBlock?

    public init(id: NodeID, range: SourceRange, attributes: [Attribute], modifiers: [Modifier],
                kind: Kind, parameter: Identifier?, effects: Effects, body: CodeBlock?) {
        self.id = id
        self.range = range
        self.attributes = attributes
        self.modifiers = modifiers
        self.kind = kind
        self.parameter = parameter
        self.effects = effects
        self.body = body
    }
}

/// `func name<T>(params) async throws -> Result where … { body }`, also operator functions.
public struct FunctionDecl: Sendable {
    /// The name, or the operator's spelling (`+`, `<>`).
    public var name: Identifier
    public var genericParameters: [GenericParameter]
    public var parameters: [Parameter]
    public var effects: Effects
    /// Nil when no `->` is written (`Void`).
    public var result: TypeExpr?
    public var whereClause: [WhereRequirement]
    /// Nil in a protocol requirement.
    public var body: CodeBlock?

    public init(name: Identifier, genericParameters: [GenericParameter], parameters: [Parameter],
                effects: Effects, result: TypeExpr?, whereClause: [WhereRequirement], body: CodeBlock?) {
        self.name = name
        self.genericParameters = genericParameters
        self.parameters = parameters
        self.effects = effects
        self.result = result
        self.whereClause = whereClause
        self.body = body
    }
}

/// `init`, `init?`, `init!`.
public enum Failability: String, Hashable, Sendable {
    case none = "", optional = "?", implicitlyUnwrapped = "!"
}

/// `init<T>(params) throws where … { body }`; `convenience`/`required`/`override` are modifiers.
public struct InitializerDecl: Sendable {
    public var failability: Failability
    public var genericParameters: [GenericParameter]
    public var parameters: [Parameter]
    public var effects: Effects
    public var whereClause: [WhereRequirement]
    /// Nil in a protocol requirement.
    public var body: CodeBlock?

    public init(failability: Failability, genericParameters: [GenericParameter],
                parameters: [Parameter], effects: Effects, whereClause: [WhereRequirement],
                body: CodeBlock?) {
        self.failability = failability
        self.genericParameters = genericParameters
        self.parameters = parameters
        self.effects = effects
        self.whereClause = whereClause
        self.body = body
    }
}

/// `subscript(params) -> Result { accessors }`.
public struct SubscriptDecl: Sendable {
    public var genericParameters: [GenericParameter]
    public var parameters: [Parameter]
    public var result: TypeExpr
    public var whereClause: [WhereRequirement]
    public var accessors: AccessorBlock?

    public init(genericParameters: [GenericParameter], parameters: [Parameter], result: TypeExpr,
                whereClause: [WhereRequirement], accessors: AccessorBlock?) {
        self.genericParameters = genericParameters
        self.parameters = parameters
        self.result = result
        self.whereClause = whereClause
        self.accessors = accessors
    }
}

/// `struct`, `class`, `enum`, `protocol` or `actor` with its members.
public struct NominalTypeDecl: Sendable {
    /// Which kind of nominal type.
    public enum Kind: String, Hashable, Sendable {
        case `struct`, `class`, `enum`, `protocol`, actor
    }

    public var kind: Kind
    public var name: Identifier
    /// Generic parameters (for a protocol, its primary associated types `protocol P<T>`).
    public var genericParameters: [GenericParameter]
    /// Superclass, protocols, an enum's raw type, in order written.
    public var inheritance: [TypeExpr]
    public var whereClause: [WhereRequirement]
    public var members: [Decl]
    /// The `{`…`}` range.
    public var bodyRange: SourceRange

    public init(kind: Kind, name: Identifier, genericParameters: [GenericParameter],
                inheritance: [TypeExpr], whereClause: [WhereRequirement], members: [Decl],
                bodyRange: SourceRange) {
        self.kind = kind
        self.name = name
        self.genericParameters = genericParameters
        self.inheritance = inheritance
        self.whereClause = whereClause
        self.members = members
        self.bodyRange = bodyRange
    }
}

/// `extension Type: Protocols where … { members }`.
public struct ExtensionDecl: Sendable {
    public var extendedType: TypeExpr
    public var inheritance: [TypeExpr]
    public var whereClause: [WhereRequirement]
    public var members: [Decl]
    public var bodyRange: SourceRange

    public init(extendedType: TypeExpr, inheritance: [TypeExpr], whereClause: [WhereRequirement],
                members: [Decl], bodyRange: SourceRange) {
        self.extendedType = extendedType
        self.inheritance = inheritance
        self.whereClause = whereClause
        self.members = members
        self.bodyRange = bodyRange
    }
}

/// `case a, b(x: Int, Double), c = 3` (`indirect` is a modifier on the `Decl`).
public struct EnumCaseDecl: Sendable {
    public var elements: [EnumCaseElement]

    public init(elements: [EnumCaseElement]) {
        self.elements = elements
    }
}

/// One case of an `EnumCaseDecl`.
public struct EnumCaseElement: Sendable {
    public var id: NodeID
    public var range: SourceRange
    public var name: Identifier
    /// The associated values (`firstName` is the label, as in `case circle(radius: Double)`);
    /// nil when the case has no parentheses.
    public var associatedValues: [Parameter]?
    /// `= 3`, `= "north"`.
    public var rawValue: Expr?

    public init(id: NodeID, range: SourceRange, name: Identifier, associatedValues: [Parameter]?,
                rawValue: Expr?) {
        self.id = id
        self.range = range
        self.name = name
        self.associatedValues = associatedValues
        self.rawValue = rawValue
    }
}

/// `associatedtype Name: Constraint = Default where …`.
public struct AssociatedTypeDecl: Sendable {
    public var name: Identifier
    public var inheritance: [TypeExpr]
    public var defaultType: TypeExpr?
    public var whereClause: [WhereRequirement]

    public init(name: Identifier, inheritance: [TypeExpr], defaultType: TypeExpr?,
                whereClause: [WhereRequirement]) {
        self.name = name
        self.inheritance = inheritance
        self.defaultType = defaultType
        self.whereClause = whereClause
    }
}

/// `typealias Name<T> = Type`.
public struct TypeAliasDecl: Sendable {
    public var name: Identifier
    public var genericParameters: [GenericParameter]
    public var type: TypeExpr

    public init(name: Identifier, genericParameters: [GenericParameter], type: TypeExpr) {
        self.name = name
        self.genericParameters = genericParameters
        self.type = type
    }
}

/// `infix operator <> : Group`, `prefix operator √`, `postfix operator °`.
public struct OperatorDecl: Sendable {
    /// Where the operator stands: between, before or after its operands.
    public enum Fixity: String, Hashable, Sendable {
        case infix, prefix, postfix
    }

    public var fixity: Fixity
    public var name: Identifier
    public var precedenceGroup: Identifier?

    public init(fixity: Fixity, name: Identifier, precedenceGroup: Identifier?) {
        self.fixity = fixity
        self.name = name
        self.precedenceGroup = precedenceGroup
    }
}

/// `precedencegroup Name { higherThan: A lowerThan: B associativity: left assignment: true }`.
public struct PrecedenceGroupDecl: Sendable {
    public var name: Identifier
    public var higherThan: [Identifier]
    public var lowerThan: [Identifier]
    /// `left`, `right` or `none`, as written.
    public var associativity: Identifier?
    public var assignment: Bool?

    public init(name: Identifier, higherThan: [Identifier], lowerThan: [Identifier],
                associativity: Identifier?, assignment: Bool?) {
        self.name = name
        self.higherThan = higherThan
        self.lowerThan = lowerThan
        self.associativity = associativity
        self.assignment = assignment
    }
}

/// `import SwiftUI`, `import struct Foundation.Date`.
public struct ImportDecl: Sendable {
    /// `struct`, `func`, … in `import struct A.B`; nil for a module import.
    public var kind: String?
    public var path: [Identifier]

    public init(kind: String?, path: [Identifier]) {
        self.kind = kind
        self.path = path
    }
}
