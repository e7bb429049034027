/// A type of the Swift subset, as data: what the checker computes for every expression and what
/// the runtime reads to print a value the way Swift prints it.
///
/// Structs, enums, classes and protocols are `nominal`, pointing at their declaration
/// (`NominalDecl`), so two types are the same exactly when they name the same declaration with
/// the same generic arguments.
public indirect enum SwiftType: Hashable {
    case int
    case double
    case float
    case cgFloat
    case bool
    case string
    /// `Substring`: a String's slice (`s.prefix(3)`, `split`), held as a `String` at run time.
    case substring
    /// `String.Index`: a position in a String, held at run time as its Character offset.
    case stringIndex
    /// `Set<Element>.Index`, `Dictionary<Key, Value>.Index` or `ClosedRange<Int>.Index` (the
    /// payload is the collection's type): an opaque position, held at run time as the offset of
    /// its element in the collection's order, the order its elements are read in.
    case offsetIndex(SwiftType)
    case character
    case void
    case never
    /// A fixed-width integer other than `Int` (`Int8`, `UInt8`, …), held in an `Int` at run time.
    case fixedInt(IntegerKind)
    case optional(SwiftType)
    case array(SwiftType)
    /// `ArraySlice<Element>`: a slice of an array that keeps the array's indices
    /// (`Value.slice` at run time).
    case arraySlice(SwiftType)
    case dictionary(key: SwiftType, value: SwiftType)
    case set(SwiftType)
    /// `Range<Bound>` (`a..<b`) or `ClosedRange<Bound>` (`a...b`).
    case range(SwiftType, closed: Bool)
    case tuple([TupleElement])
    case function(FunctionType)
    /// A struct, enum, class or protocol with its generic arguments.
    case nominal(NominalDecl, [SwiftType])
    /// A generic parameter of a function or type, e.g. `T` in `func f<T: Shape>(_ x: T)`.
    case generic(TypeParameter)
    /// `any P & Q`; no protocols is `Any`.
    case existential([NominalDecl])
    /// `some P`: the checker treats it as the underlying type it is given.
    case opaque([NominalDecl])
    /// `T.Type`.
    case metatype(SwiftType)
    /// `repeat P`: a pattern over type parameter packs, one type for each of their elements
    /// (SE-0393); an element of a tuple type or a parameter's type.
    case packExpansion(SwiftType)
    /// What a call binds a type parameter pack to: its element types in order (an element may be
    /// a `packExpansion` of the caller's own pack, forwarded).
    case pack([SwiftType])
    /// The type of an expression whose error was already reported; it converts to everything so
    /// that one mistake gives one diagnostic.
    case error

    /// `Any`.
    public static var any: SwiftType { .existential([]) }

    /// Whether this is one of the number types arithmetic operators apply to.
    public var isNumeric: Bool {
        switch self {
        case .int, .double, .float, .cgFloat, .fixedInt: return true
        default: return false
        }
    }

    /// Whether this type or a part of it is `error` (`[Sec]` inferred before `Sec`'s
    /// initialiser was declared is `[<<error type>>]`).
    public var containsError: Bool {
        var found = false
        _ = mapped { part in
            if case .error = part { found = true }
            return nil
        }
        return found
    }

    /// Whether this is a function type.
    public var isFunction: Bool {
        if case .function = self { return true }
        return false
    }

    /// Whether this is `Int` or a fixed-width integer.
    public var isInteger: Bool {
        switch self {
        case .int, .fixedInt: return true
        default: return false
        }
    }

    /// Whether this is `Double`, `Float` or `CGFloat`.
    public var isFloatingPoint: Bool {
        switch self {
        case .double, .float, .cgFloat: return true
        default: return false
        }
    }

    /// Whether this is `String` or `Substring` (both `StringProtocol`, comparable with each other).
    public var isText: Bool { self == .string || self == .substring }

    /// Whether this is an index held at run time as an Int but typed apart from `Int`
    /// (`String.Index`, `Set<Int>.Index`).
    public var isOpaqueIndex: Bool {
        switch self {
        case .stringIndex, .offsetIndex: return true
        default: return false
        }
    }

    /// Whether this is an `ArraySlice`.
    var isArraySlice: Bool {
        if case .arraySlice = self { return true }
        return false
    }

    /// The wrapped type of an optional, or nil.
    public var optionalWrapped: SwiftType? {
        if case .optional(let wrapped) = self { return wrapped }
        return nil
    }

    /// The declaration of a nominal type, or nil.
    public var nominalDecl: NominalDecl? {
        if case .nominal(let decl, _) = self { return decl }
        return nil
    }
}

/// One element of a tuple type: an optional label and its type.
public struct TupleElement: Hashable {
    public var label: String?
    public var type: SwiftType

    public init(label: String? = nil, _ type: SwiftType) {
        self.label = label
        self.type = type
    }
}

/// A function type: parameters with their argument labels and `inout`, the result, `throws`.
public struct FunctionType: Hashable {
    public var parameters: [FunctionParameter]
    public var result: SwiftType
    public var isThrowing: Bool
    /// The `E` of `throws(E)` (SE-0413), nil for `throws` without a type. It is kept so that a
    /// call of the value types its `catch` (`catch .bad`) and the type prints as swiftc's, but
    /// it takes no part in equality: a `throws(E)` function converts to a plain `throws` one.
    public var thrownError: SwiftType?

    public init(_ parameters: [FunctionParameter], _ result: SwiftType, throws isThrowing: Bool = false,
                thrownError: SwiftType? = nil) {
        self.parameters = parameters
        self.result = result
        self.isThrowing = isThrowing
        self.thrownError = isThrowing ? thrownError : nil
    }

    public static func == (lhs: FunctionType, rhs: FunctionType) -> Bool {
        lhs.parameters == rhs.parameters && lhs.result == rhs.result && lhs.isThrowing == rhs.isThrowing
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(parameters)
        hasher.combine(result)
        hasher.combine(isThrowing)
    }

    /// How `throws` is spelled in the type's name: ` throws`, ` throws(E)`, or nothing.
    func throwsSpelling(_ name: (SwiftType) -> String) -> String {
        guard isThrowing else { return "" }
        return thrownError.map { " throws(\(name($0)))" } ?? " throws"
    }
}

/// A parameter of a function type. Function *types* carry no argument labels in Swift; the label
/// is kept for declarations' signatures and ignored when two function types are compared.
public struct FunctionParameter: Hashable {
    public var label: String?
    public var type: SwiftType
    public var isInout: Bool
    public var isVariadic: Bool
    public var hasDefault: Bool
    /// Declared `@escaping` (a declaration's parameter; not part of the type).
    public var isEscaping = false
    /// Declared `@autoclosure`: a call's argument is wrapped in a closure (Checker+Autoclosures).
    public var isAutoclosure = false
    /// Marked with a program's result builder (`@B body: () -> T`): a closure passed for it is
    /// rewritten by the builder (a declaration's parameter; not part of the type).
    public var resultBuilder: ResultBuilderUse?

    public init(label: String? = nil, _ type: SwiftType, isInout: Bool = false,
                isVariadic: Bool = false, hasDefault: Bool = false) {
        self.label = label
        self.type = type
        self.isInout = isInout
        self.isVariadic = isVariadic
        self.hasDefault = hasDefault
    }

    public static func == (lhs: FunctionParameter, rhs: FunctionParameter) -> Bool {
        lhs.type == rhs.type && lhs.isInout == rhs.isInout && lhs.isVariadic == rhs.isVariadic
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(type)
        hasher.combine(isInout)
    }
}

/// The fixed-width integer types besides `Int`, with their ranges.
public enum IntegerKind: String, Hashable, Sendable, CaseIterable {
    case int8 = "Int8", int16 = "Int16", int32 = "Int32", int64 = "Int64"
    case uint8 = "UInt8", uint16 = "UInt16", uint32 = "UInt32", uint = "UInt", uint64 = "UInt64"

    /// The smallest value; `UInt` and `UInt64` are held in an `Int`, so their range is cut at
    /// `Int.max`.
    public var min: Int {
        switch self {
        case .int8: return Int(Int8.min)
        case .int16: return Int(Int16.min)
        case .int32: return Int(Int32.min)
        case .int64: return Int.min
        case .uint8, .uint16, .uint32, .uint, .uint64: return 0
        }
    }

    /// The largest value that fits (see `min` for the unsigned 64-bit types).
    public var max: Int {
        switch self {
        case .int8: return Int(Int8.max)
        case .int16: return Int(Int16.max)
        case .int32: return Int(Int32.max)
        case .int64, .uint, .uint64: return Int.max
        case .uint8: return Int(UInt8.max)
        case .uint16: return Int(UInt16.max)
        case .uint32: return Int(UInt32.max)
        }
    }

    /// The width in bits.
    public var bitWidth: Int {
        switch self {
        case .int8, .uint8: return 8
        case .int16, .uint16: return 16
        case .int32, .uint32: return 32
        case .int64, .uint, .uint64: return 64
        }
    }

    /// Whether the type is signed.
    public var isSigned: Bool { min < 0 }
}
