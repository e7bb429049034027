/// A type as written in source (`A.B<C>?`, `[K: V]`, `(x: Int) throws -> Void`). The checker
/// turns it into a semantic type; the parser resolves nothing.
public struct TypeExpr: Sendable {
    public var id: NodeID
    public var range: SourceRange
    public var kind: TypeExprKind

    public init(id: NodeID, range: SourceRange, kind: TypeExprKind) {
        self.id = id
        self.range = range
        self.kind = kind
    }

    /// Whether this is `repeat P`, a pack expansion.
    public var isPackExpansion: Bool {
        if case .packExpansion = kind { return true }
        return false
    }
}

/// What a type expression is. A parenthesised single type without a label (`(Int)`) is the type
/// itself, as in Swift; `()` is the empty tuple (`Void`).
public indirect enum TypeExprKind: Sendable {
    /// A possibly qualified name with generic arguments per component: `Int`, `Self`,
    /// `Array<Int>`, `A.B<C>`, `Swift.Int`.
    case named([TypeComponent])
    /// `T?`.
    case optional(TypeExpr)
    /// `T!`.
    case implicitlyUnwrapped(TypeExpr)
    /// `[T]`.
    case array(TypeExpr)
    /// `[K: V]`.
    case dictionary(key: TypeExpr, value: TypeExpr)
    /// `(a: Int, Double)` with two or more elements, or one labelled one; `()`.
    case tuple([TupleTypeElement])
    /// `(Int, inout Double) async throws -> Bool`.
    case function(FunctionTypeExpr)
    /// `some P`.
    case opaque(TypeExpr)
    /// `any P`.
    case existential(TypeExpr)
    /// `P & Q`.
    case composition([TypeExpr])
    /// `T.Type` (`isProtocol` false) or `P.Protocol` (true).
    case metatype(TypeExpr, isProtocol: Bool)
    /// `@escaping T`, `@Sendable T`, `@autoclosure T`, `@ViewBuilder T`.
    case attributed([Attribute], TypeExpr)
    /// `inout T`, in a parameter's or a function type's parameter position.
    case inOut(TypeExpr)
    /// `_`, a type left to inference (`[_]`).
    case placeholder
    /// `repeat P`: a parameter pack's expansion (SE-0393), in a parameter list or a tuple.
    case packExpansion(TypeExpr)
    /// `each T`: a reference to a type parameter pack, inside a `repeat` pattern.
    case packElement(TypeExpr)
    /// Where the parser recovered from a syntax error.
    case error
}

/// One dotted component of a named type: `B<C>` in `A.B<C>`.
public struct TypeComponent: Sendable {
    public var name: Identifier
    public var genericArguments: [TypeExpr]

    public init(name: Identifier, genericArguments: [TypeExpr]) {
        self.name = name
        self.genericArguments = genericArguments
    }
}

/// An element of a tuple type or a function type's parameter list: `x: Int`, `_ x: Int`, `Int`,
/// `Int...`.
public struct TupleTypeElement: Sendable {
    /// The label (for a function type, the argument label, which Swift allows only as `_`).
    public var label: Identifier?
    /// A second name, allowed in function types (`(_ x: Int) -> Void`) and ignored by Swift.
    public var secondName: Identifier?
    public var type: TypeExpr
    /// `T...`, in a function type's parameters.
    public var isVariadic: Bool
    public var range: SourceRange

    public init(label: Identifier?, secondName: Identifier?, type: TypeExpr, isVariadic: Bool,
                range: SourceRange) {
        self.label = label
        self.secondName = secondName
        self.type = type
        self.isVariadic = isVariadic
        self.range = range
    }
}

/// `(parameters) async throws -> result`.
public struct FunctionTypeExpr: Sendable {
    public var parameters: [TupleTypeElement]
    public var effects: Effects
    public var result: TypeExpr

    public init(parameters: [TupleTypeElement], effects: Effects, result: TypeExpr) {
        self.parameters = parameters
        self.effects = effects
        self.result = result
    }
}
