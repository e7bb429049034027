/// A struct, enum, class or protocol declaration as the checker and the runtime see it: its
/// name, generic parameters, stored properties, cases and conformances.
///
/// It is a class because types refer to it by identity: two `SwiftType.nominal` values are the
/// same type exactly when they point at the same declaration. A cell that declares `Point` again
/// makes a new `NominalDecl`, so values of the old `Point` keep printing as they did.
public final class NominalDecl: Hashable, CustomStringConvertible {
    /// What kind of declaration this is.
    public enum Kind: String {
        case `struct`, `enum`, `class`, `protocol`
    }

    public let kind: Kind
    public let name: String
    /// The type this one is nested in, for the qualified name Swift prints (`main.Outer.Inner`).
    public weak var parent: NominalDecl?
    /// The builtin type an extension nests this one in (`String` for `extension String { struct
    /// UnicodeScalarView }`), which has no declaration to be its `parent`.
    public var builtinParent: SwiftType?
    /// Whether Swift prints this type qualified by module `main` (types the cell declares) or
    /// by `Swift` (the standard library's).
    public let isBuiltin: Bool
    public var genericParameters: [TypeParameter] = []
    /// How many of `genericParameters` lead in from the generic types around this one: a type
    /// nested in `struct Outer<T>` is generic over `T` too (`Outer<Int>.Inner` is `Inner` with
    /// `T` = `Int`), but Swift names it by its own parameters only (`Inner`, `Pair<Double>`).
    public var outerGenericCount = 0
    /// Stored properties in declaration order: the memberwise initialiser's parameters and the
    /// fields of a value at run time.
    public var storedProperties: [StoredProperty] = []
    /// An enum's cases in declaration order.
    public var cases: [EnumCase] = []
    /// An enum's raw type, if it has one.
    public var rawType: SwiftType?
    /// A class's superclass.
    public var superclass: NominalDecl?
    /// The type arguments the class gives a generic superclass (`Int` in `class Sub: Base<Int>`),
    /// written in this class's own generic parameters; inherited members substitute them.
    public var superclassArguments: [SwiftType] = []
    /// A class written `final`: no subclass, so its metatype names it exactly and any of its
    /// initialisers constructs through one (`T()`, `kind.init()`).
    public var isFinal = false
    /// Written `@dynamicMemberLookup`: a member it does not declare is read through its
    /// `subscript(dynamicMember:)` (Checker+DynamicMembers.swift).
    public var hasDynamicMemberLookup = false
    /// Written `@resultBuilder`: its declaration, whose static `build…` methods a body marked
    /// with it is rewritten to call (ResultBuilderRewrite.swift).
    public var resultBuilderSyntax: NominalTypeDecl?
    /// A result builder's `build…` methods, scanned from `resultBuilderSyntax` at its first use
    /// (Checker+ResultBuilders.swift); cleared when an extension adds members.
    var resultBuilderMethods: ResultBuilder?
    /// A protocol's requirements written with attributes, by name: an implementation inherits a
    /// result builder among them (`@Lines var lines: [String] { get }`), as in Swift.
    public var requirementAttributes: [String: [Attribute]] = [:]

    /// This type, then the classes it inherits from, nearest first (at most 100: a longer chain
    /// is a cycle, reported where the classes are declared).
    var selfAndSuperclasses: [NominalDecl] {
        var chain: [NominalDecl] = []
        var current: NominalDecl? = self
        while let type = current, chain.count < 100 {
            chain.append(type)
            current = type.superclass
        }
        return chain
    }
    /// The protocols the declaration itself lists (for a protocol, those it inherits). Set while
    /// the declaration is checked and not changed after: extensions' conformances are kept in the
    /// session's `ConformanceTable`, which every conformance question goes through.
    public var conformances: [NominalDecl] = []
    /// For a protocol refining another with a `where` clause (`protocol IntContainer: Container
    /// where Item == Int`): the inherited associated types it fixes, by name.
    public var fixedAssociatedTypes: [String: SwiftType] = [:]
    /// A class's `deinit` body, run when an instance's last strong reference goes (`DeinitQueue`).
    var deinitializer: FunctionCode?
    /// A class's stored properties that a subclass overrides with `willSet`/`didSet`
    /// (`override var x: Int { didSet { … } }`): storing one looks for the instance's class's observers.
    var propertiesObservedBySubclasses: Set<String> = []
    /// A program's `Strideable` type whose `Stride` is a `SignedInteger`: its ranges are
    /// collections (`extension Range: Collection where Bound.Stride: SignedInteger`).
    var stridesByInteger = false
    /// The program declares a static `==` on the type (in its body or an extension): its values'
    /// equality, so set membership and dictionary keys too, is that operator's
    /// (Runtime/ProgramEquality.swift).
    var declaresEquality = false
    /// For such a type that declares `hash(into:)` too: the code giving a value's hash through it
    /// (`self` is the value), which Set and Dictionary hash its values with.
    var programHash: FunctionCode?

    /// Whether the class or one of its superclasses has a `deinit`.
    var runsDeinit: Bool {
        var decl: NominalDecl? = self
        var hops = 0
        while let current = decl, hops < 1000 {
            if current.deinitializer != nil { return true }
            decl = current.superclass
            hops += 1
        }
        return false
    }

    public init(kind: Kind, name: String, parent: NominalDecl? = nil, isBuiltin: Bool = false) {
        self.kind = kind
        self.name = name
        self.parent = parent
        self.isBuiltin = isBuiltin
    }

    /// The module a library type belongs to in Swift (`Foundation` for `CGPoint`); nil for the
    /// program's own types (`main`) and the standard library's (`Swift`).
    public var module: String?

    /// The name Swift's default descriptions use inside collections and nested values:
    /// `main.Point`, `main.Outer.Inner`, `Foundation.CGPoint`.
    public var qualifiedName: String {
        if let parent { return parent.qualifiedName + "." + name }
        return (module ?? (isBuiltin ? "Swift" : "main")) + "." + name
    }

    /// The name as the user wrote it, with enclosing types: `Outer.Inner`.
    public var nestedName: String {
        if let parent { return parent.nestedName + "." + name }
        if let builtinParent { return "\(builtinParent).\(name)" }
        return name
    }

    public var description: String { nestedName }

    /// The index of the stored property named `name`.
    public func storedPropertyIndex(_ name: String) -> Int? {
        storedProperties.firstIndex { $0.name == name }
    }

    /// The index of the case named `name`.
    public func caseIndex(_ name: String) -> Int? {
        cases.firstIndex { $0.name == name }
    }

    /// Whether this class is `other` or inherits from it.
    public func isSubclass(of other: NominalDecl) -> Bool {
        var current: NominalDecl? = self
        var hops = 0
        while let decl = current, hops < 1000 {
            if decl === other { return true }
            current = decl.superclass
            hops += 1
        }
        return false
    }

    public static func == (lhs: NominalDecl, rhs: NominalDecl) -> Bool { lhs === rhs }

    public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}

/// A stored property: its name, type, whether it is a `let`, and whether it has a default value
/// (which makes its memberwise-initialiser parameter optional).
public struct StoredProperty {
    public var name: String
    public var type: SwiftType
    public var isLet: Bool
    public var hasDefault: Bool
    /// For a property wrapper's storage (`_x` of `@State var x`), the wrapped property's name,
    /// which labels the memberwise initialiser's parameter.
    public var wrappedName: String?
    /// For a wrapper's storage whose attribute has arguments, those the memberwise initialiser
    /// passes after the value (`0...10` of `@Clamped(0...10) var x = 5`).
    public var wrapperArguments: [Argument]?
    /// For a wrapper's storage made by the attribute's arguments alone (`@Clamping(maximum: 12)
    /// var hour: Int`, no value): swiftc's memberwise initialiser then takes the wrapper itself.
    public var isWrapperMadeByArguments = false
    /// How many wrappers are composed on the wrapped property (`@History @Offset var x`: 2).
    public var wrapperDepth = 1
    /// Declared `weak` or `unowned`: stored as a `WeakReference`.
    public var ownership: ReferenceOwnership = .strong
    /// Declared with `!` (`var state: S!`): a read converts to the wrapped type where one is wanted.
    public var isImplicitlyUnwrapped = false

    public init(name: String, type: SwiftType, isLet: Bool, hasDefault: Bool, wrappedName: String? = nil) {
        self.name = name
        self.type = type
        self.isLet = isLet
        self.hasDefault = hasDefault
        self.wrappedName = wrappedName
    }
}

/// How a variable or stored property holds a class instance: `weak` and `unowned` do not keep it alive.
public enum ReferenceOwnership: Sendable {
    case strong, weak, unowned

    /// The ownership a declaration's modifiers give.
    init(_ decl: Decl) {
        self = decl.has(.weak) ? .weak : decl.has(.unowned) ? .unowned : .strong
    }
}

/// An enum case: its name, associated values (labels, types and defaults) and raw value.
public struct EnumCase {
    public var name: String
    public var associatedValues: [TupleElement]
    public var rawValue: RawValue?
    /// Each associated value's default, lowered (`case radius(CGFloat, style: Style = .continuous)`).
    var defaults: [Expression?] = []

    public init(name: String, associatedValues: [TupleElement] = [], rawValue: RawValue? = nil) {
        self.name = name
        self.associatedValues = associatedValues
        self.rawValue = rawValue
    }
}

/// A raw value of an enum case, as written or implied.
public enum RawValue: Hashable {
    case int(Int)
    case double(Double)
    case string(String)
}

/// A generic parameter with its constraints; identity distinguishes `T` of one function from
/// `T` of another.
public final class TypeParameter: Hashable {
    public let name: String
    public var constraints: [NominalDecl]
    /// For a parameter constrained to `Sequence`: its `Element`, a parameter of its own
    /// (`C.Element`) or the type a `where S.Element == T` clause names; made on first use.
    public var element: SwiftType?
    /// In a constrained extension (`extension Box where T: Numeric`), the type's own parameter
    /// this one stands for with the extension's extra constraints: a substitution of the type's
    /// parameter applies to it too.
    public var origin: TypeParameter?
    /// Whether some checked code needs the parameter's concrete type at run time
    /// (Runtime/TypeWitnesses.swift): calls binding it then record it.
    public var isWitnessed = false
    /// For a parameter constrained to protocols with associated types: its own `C.Item` for each
    /// one used (Checker+AssociatedTypes.swift), made on first use.
    public var associatedTypes: [String: TypeParameter] = [:]
    /// Associated types a `where` clause fixes to a type (`where C.Item == String`, `where
    /// T.RawValue == Int`), by name (Checker+AssociatedRequirements.swift).
    public var sameTypes: [String: SwiftType] = [:]
    /// Whether it is the `Self` of an extension of a standard value protocol (`extension
    /// BinaryFloatingPoint`), which each use of a member binds to the receiver's type
    /// (Checker+ValueProtocolExtensions.swift).
    public var standsForSelf = false
    /// Declared `each T`: a type parameter pack (SE-0393), bound to any number of types.
    public var isPack = false
    /// For a pack: another pack of its function that must have its shape (both named in one
    /// `repeat` pattern of the signature), towards the one that stands for them all
    /// (Checker+PackShapes.swift).
    var shapeLink: TypeParameter?

    public init(name: String, constraints: [NominalDecl] = [], origin: TypeParameter? = nil) {
        self.name = name
        self.constraints = constraints
        self.origin = origin
    }

    public static func == (lhs: TypeParameter, rhs: TypeParameter) -> Bool { lhs === rhs }

    public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}
