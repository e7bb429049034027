/// What a name in scope stands for, as the checker binds it.
enum Symbol {
    case variable(Variable)
    /// One or more functions of this base name (overloads differ by labels or types).
    case functions([FunctionSymbol])
    /// A type: a struct, enum, class, protocol, type alias or generic parameter.
    case type(SwiftType)
}

/// A variable: its type, whether it is a `let`, and where it lives.
struct Variable {
    var type: SwiftType
    var isLet: Bool
    var slot: Int
    /// The function whose frame holds it; the global context for top-level variables.
    var context: FunctionContext
    /// Declared `T!`: an optional that is unwrapped wherever its optional type does not fit.
    var isImplicitlyUnwrapped = false
    /// A local `let` declared without a value (`let y: Double`), which Swift lets the code
    /// after it assign (definite initialisation); assigning it is not an error here.
    var isDeferredLet = false
    /// A result builder's temporary declared `let t: _` (for a generic method's result): it
    /// takes its type from the values assigned to it (Checker+BuilderTemporaries.swift).
    var isTypedByAssignments = false
    /// Such a temporary whose type is not yet (wholly) decided.
    var takesAssignedType = false
    /// A closure parameter declared without `@escaping`, which may be called but not stored.
    var isNonEscaping = false
    /// For an `inout` parameter: its name (an escaping closure may not capture it).
    var inoutParameter: String?
    /// For `x` and `$x` of a local `@State var x`: the storage they are read and written through.
    var wrapper: LocalWrapper?
    /// For a top-level computed variable or one with `willSet`/`didSet`: its accessors.
    var accessors: GlobalAccessors?
    /// Declared `weak` or `unowned`: its slot holds a `WeakReference`.
    var ownership: ReferenceOwnership = .strong
    /// For a static stored property of a program's top-level type: its initial value, computed
    /// at its first use as Swift does.
    var lazyStatic: LazyStatic?
    /// How swiftc writes its type in a diagnostic, quoted, when its declaration names a standard
    /// generic type with its arguments (`let d: Array<String>`: 'Array<String>', not '[String]').
    var spelledType: String?
}

/// `x` or `$x` of a local wrapped variable (`@State var x = 0` in a function or a closure, which
/// swiftc accepts): both name the storage `_x`, a local variable of the wrapper's type.
struct LocalWrapper {
    /// The wrapped variable's name (`x`).
    let name: String
    /// Whether this is the projection (`$x`), else the wrapped value (`x`).
    let isProjection: Bool
    /// For `x` declared without a value (`@State var x: Int`): the wrapper (`State`) and its
    /// type arguments (the written type, or the attribute's own), which its first assignment
    /// builds the storage from.
    var deferred: (wrapper: String, typeArguments: [TypeExpr])? = nil
    /// Whether the wrapper is the program's own (`$x` is then its `projectedValue` as it is).
    var isProgramWrapper = false
    /// How many program wrappers are composed on it (`x` reads through each).
    var depth = 1
    /// Whether it is a wrapped parameter, whose `x` cannot be assigned (SE-0293).
    var isParameter = false
}

/// A function, method or initialiser the checker can call directly.
final class FunctionSymbol {
    let name: String
    /// The argument labels, nil for `_`.
    var labels: [String?]
    var type: FunctionType
    let code: FunctionCode
    /// The function it is declared in (its frame is the callee's parent); global for top-level
    /// functions and every method.
    let context: FunctionContext
    var genericParameters: [TypeParameter]
    var isMutating: Bool
    var isStatic: Bool
    /// Whether the body may be replaced by a subclass or a conforming type: calls then look the
    /// method up on the value's dynamic type.
    var dispatchesDynamically: Bool
    /// `rethrows`: a call throws only if its closure argument does, which this checker takes to
    /// need no `try`.
    var isRethrowing = false
    /// The error type of `throws(E)`, which a `throw` in its body is typed by (`throw .bad`).
    var thrownError: SwiftType?
    /// Declared to return `Self` (or `Self?`), which the checker reads as the declaring type.
    var returnsSelf = false
    /// Where swiftc reports the returns of a result written `some P` (the function's name, a
    /// getter's `get` or opening brace); nil for any other result (Checker+OpaqueResults.swift).
    var opaqueResultSite: SourceRange?
    /// Declared in a protocol's extension with `Self` in its result (`-> Self`, `-> [Self]`): a
    /// call on a conforming type reads it as that type (Checker+ProtocolSelfResults.swift).
    var resultMentionsSelf = false
    /// Written with `override`.
    var isOverride = false
    /// A `postfix func` operator: one of the same spelling and parameters written `prefix` is
    /// another function, as in Swift.
    var isPostfix = false
    /// Written with `final`.
    var isFinal = false
    /// A type member written `static` (not `class`): a subclass cannot override it.
    var isWrittenStatic = false
    /// Overrides a superclass's `final` method (an error): swiftc then keeps both as candidates,
    /// so a call on the subclass is ambiguous.
    var overridesFinal = false
    /// An initialiser written `required`: every subclass has it, so a metatype value may call it.
    var isRequired = false
    /// An initialiser written `convenience`: it must delegate to `self.init`, never `super.init`.
    var isConvenience = false
    /// A function written `@_disfavoredOverload`: ranked below any other overload that takes the
    /// same arguments (SwiftUI's `Text.init<S: StringProtocol>(_:)` below its `LocalizedStringKey` one).
    var isDisfavored = false
    /// An initialiser written `init?` or `init!`: its result is `Self?`, which an optional `Self`
    /// (`extension Optional { init(…) }`, whose result is `Wrapped?`) does not tell apart.
    var isFailable = false
    /// An initialiser written `init!`: its result is an implicitly unwrapped `Self?`, forced where
    /// a `Self` is wanted.
    var isImplicitlyUnwrappedFailable = false
    /// Default argument expressions, lowered in the declaring context (nil where none).
    var defaults: [Expression?]
    /// Declared by the library prelude (a program's function of the same signature shadows it).
    var isLibrary = false
    /// The library's `any P` parameters marked `@_genericInResult` (Checker+OpenedExistentials).
    var genericInResultParameters: Set<Int> = []
    /// For a static member of a protocol extension written `where Self == T`: `T`, the one
    /// conforming type it is found on (Checker+ProtocolStatics.swift).
    var selfConstraint: NominalDecl?
    /// For a member of a program protocol's extension written `where Self: Q` or `where Self ==
    /// T`: what its receiver must also be (Checker+SelfBoundExtensions.swift).
    var selfBounds: SelfBounds?
    /// For a method of a constrained extension (`extension Box where T == String`): the type it
    /// extends, over the extension's parameters (`Box<String>`), which a call's receiver must fit.
    var constrainedSelf: SwiftType?
    /// Whether `constrainedSelf` comes from the member's own `where` clause (`init(x: Int) where
    /// T == Int`), not its extension's: swiftc words an unmet one without "referencing … on".
    var constrainsSelfInOwnClause = false
    /// For a member of an extension of a standard generic type (`extension Optional: P where
    /// Wrapped: P`): the type it extends, over the extension's parameters (`Wrapped?`). A call
    /// binds them to its receiver's arguments, which the body may need at run time: a flattened
    /// `Int??` holding 3 is told from an `Int?` only by its `Wrapped`.
    var builtinSelf: SwiftType?

    init(name: String, labels: [String?], type: FunctionType, code: FunctionCode, context: FunctionContext,
         genericParameters: [TypeParameter] = [], isMutating: Bool = false, isStatic: Bool = false,
         dispatchesDynamically: Bool = false, defaults: [Expression?] = []) {
        self.name = name
        self.labels = labels
        self.type = type
        self.code = code
        self.context = context
        self.genericParameters = genericParameters
        self.isMutating = isMutating
        self.isStatic = isStatic
        self.dispatchesDynamically = dispatchesDynamically
        self.defaults = defaults
    }

    /// `name(a:_:)`, the selector dynamic dispatch looks up.
    var selector: String {
        name + "(" + labels.map { ($0 ?? "_") + ":" }.joined() + ")"
    }

    /// The name as swiftc's diagnostics print it: `f()`, `h(x:)`, `k(_:y:)`, and the base name
    /// alone when every label is `_` (`g` for `g(_:)`).
    var spokenName: String {
        !labels.isEmpty && labels.allSatisfy({ $0 == nil }) ? name : selector
    }
}

/// What a program protocol's extension asks of `Self` beyond the protocol: `where Self: Q`
/// (a protocol, a class, `AnyObject`), whose members its bodies see on `self`, and `where Self ==
/// T`; each use's receiver must meet it.
struct SelfBounds {
    /// The extended protocol.
    let owner: NominalDecl
    /// The protocols and class `Self` must also conform to or inherit from.
    let bounds: [NominalDecl]
    /// The one type `Self` must be (`where Self == Point`), if the clause names one.
    let pinned: SwiftType?
    /// The bounds' associated types the clause constrains further (`Item` of `where Self:
    /// Container, Item: Equatable`, or of a member's own `where Item: Equatable`), by name: a
    /// parameter of the extension's own standing for the shared one, with the added protocols.
    var associated: [String: SwiftType] = [:]
}

/// One function being checked: how many slots its frame needs, what it returns, what `self` is.
final class FunctionContext {
    let parent: FunctionContext?
    let isGlobal: Bool
    var frameSize: Int
    var resultType: SwiftType
    /// For a function whose result is written `some P`: where swiftc reports its returns
    /// (Checker+OpaqueResults.swift); nil for any other function.
    var opaqueResultSite: SourceRange?
    /// How swiftc names the function in the errors about its opaque result's requirements
    /// (`global function 'f()'`, `property 'shape'`); nil without an opaque result.
    var opaqueResultOwner: String?
    /// The concrete type the first `return` gave an opaque result (`some P`): every other
    /// `return` must give the same.
    var opaqueUnderlying: SwiftType?
    /// Where the function's name is written (swiftc's caret for errors about the whole function).
    var nameRange: SourceRange?
    /// Whether this is an `init?` or `init!`, which may `return nil`.
    var isFailableInitializer = false
    /// Whether this is a class's `convenience init`, which delegates across (`self.init`), never
    /// up (`super.init`); a class's other initialisers delegate only up.
    var isConvenienceInitializer = false
    let selfType: SwiftType?
    let isMutating: Bool
    let isInitializer: Bool
    let isThrowing: Bool
    /// The error type of `throws(E)` (nil for `throws` without one, `any Error`): a `throw`
    /// outside any `catch` gives a value of it, so `throw .bad` names one of its members.
    var thrownError: SwiftType?
    /// Whether a `throw` or plain `try` outside any `catch` is written in this closure's body.
    var throwsInBody = false
    /// Whether this is the closure of an `@autoclosure` argument whose function type does not
    /// throw: a `try` in it does not make it throw; each throwing call in it is an error.
    var isNonThrowingAutoclosure = false
    /// For a closure whose `throws(E)` comes from an annotation, not its own signature: its
    /// `throw` statements still throw `any Error` (Checker+AnnotatedClosureThrows).
    var throwStatementsAreUntyped = false
    /// A loop iteration's frame inside a function: returns and `self` belong to the function.
    var isIteration = false
    /// For a property's `willSet` or `didSet`: the property, which it stores to without running
    /// its observers again (Swift's rule: a `didSet` that clamps its own value does not recurse).
    var observedProperty: String?
    /// For a property's `willSet` or `didSet`: the slots of its frame its body reads, so that
    /// its setter fetches the old value only for a `didSet` that reads it (SE-0268).
    var slotsRead: Set<Int>?
    /// For an initialiser: whether its body calls `super.init` or `self.init` (one of a subclass
    /// that calls neither calls the superclass's `init()` at its end, as Swift does).
    var delegatesInitialization = false
    /// Whether this is the body of a static or class member, where `self` and `Self` name the
    /// type (Checker+DynamicSelf.swift).
    var isStaticMember = false
    /// What `#function` gives in the body of a named function (`f(_:label:)`, a property's name
    /// in its accessors); nil for a closure, which gives its enclosing function's.
    var magicName: String?

    /// A context for one loop iteration of `function`, sharing its result type and effects.
    static func iteration(of function: FunctionContext) -> FunctionContext {
        let context = FunctionContext(parent: function, resultType: function.resultType, isMutating: function.isMutating,
                                      isInitializer: function.isInitializer, isThrowing: function.isThrowing)
        context.isIteration = true
        return context
    }

    /// The function this context belongs to (itself, or the function around a loop iteration).
    var owner: FunctionContext {
        var current = self
        var hops = 0
        while current.isIteration, let parent = current.parent, hops < 10_000 {
            current = parent
            hops += 1
        }
        return current
    }

    init(parent: FunctionContext?, isGlobal: Bool = false, frameSize: Int = 0, resultType: SwiftType = .void,
         selfType: SwiftType? = nil, isMutating: Bool = false, isInitializer: Bool = false, isThrowing: Bool = false) {
        self.parent = parent
        self.isGlobal = isGlobal
        self.frameSize = frameSize
        self.resultType = resultType
        self.selfType = selfType
        self.isMutating = isMutating
        self.isInitializer = isInitializer
        self.isThrowing = isThrowing
    }

    /// Reserves a new slot in this function's frame.
    func allocate() -> Int {
        frameSize += 1
        return frameSize - 1
    }
}

/// A lexical scope: names declared in a block, a function's parameters, a type's members.
final class Scope {
    var names: [String: Symbol] = [:]
    let parent: Scope?
    let function: FunctionContext

    init(parent: Scope?, function: FunctionContext) {
        self.parent = parent
        self.function = function
    }

    /// The nearest declaration of `name`.
    func lookup(_ name: String) -> Symbol? {
        lookupWithScope(name)?.symbol
    }

    /// The nearest declaration of `name` and the scope that declares it.
    func lookupWithScope(_ name: String) -> (symbol: Symbol, scope: Scope)? {
        var scope: Scope? = self
        while let current = scope {
            if let symbol = current.names[name] { return (symbol, current) }
            scope = current.parent
        }
        return nil
    }
}

/// A member of a type: stored or computed property, method, initialiser, nested type, static.
final class TypeMembers {
    /// Stored properties by name: their index among the value's fields (inherited fields first).
    var fields: [String: Int] = [:]
    /// Each declared stored property's initial value expression, nil where it has none.
    var fieldDefaults: [Expression?] = []
    /// Computed properties: getter (a method without arguments) and optional setter, every
    /// declaration of a name with its `where` clause (constrained extensions may each declare one).
    var computed = ComputedProperties()
    var methods: [String: [FunctionSymbol]] = [:]
    var initializers: [FunctionSymbol] = []
    /// Whether the type's own body declares an initialiser (which removes the memberwise one).
    var hasInitializerInBody = false
    var staticVariables: [String: Variable] = [:]
    /// The property wrappers' storage (`_x` of `@Clamped var x`), instance and static: private,
    /// as swiftc synthesises it (`Checker.rejectPrivateStorage`).
    var wrapperStorage: Set<String> = []
    var staticComputed: [String: (type: SwiftType, getter: FunctionSymbol)] = [:]
    /// The setters of the static computed properties that have one.
    var staticSetters: [String: FunctionSymbol] = [:]
    var staticMethods: [String: [FunctionSymbol]] = [:]
    var nestedTypes: [String: SwiftType] = [:]
    /// Methods by selector, for dynamic dispatch.
    var bySelector: [String: FunctionSymbol] = [:]
    /// A protocol's requirements by selector: only these dispatch on the dynamic type; a method
    /// that only an extension declares is called statically, as Swift does.
    var requirementSelectors: Set<String> = []
    /// Property getters by name, for dynamic dispatch of protocol property requirements.
    var getterByName: [String: FunctionSymbol] = [:]
    /// `willSet` and `didSet` of stored properties, by property name.
    var observers: [String: (willSet: FunctionSymbol?, didSet: FunctionSymbol?)] = [:]
    /// `willSet` and `didSet` of static stored properties, by property name.
    var staticObservers: [String: (willSet: FunctionSymbol?, didSet: FunctionSymbol?)] = [:]
    /// Subscripts the type declares: getter and optional setter, in declaration order.
    var subscripts: [(getter: FunctionSymbol, setter: FunctionSymbol?)] = []
    /// `static` and `class` subscripts (`Palette[3]`): the type's own, called on the type.
    var staticSubscripts: [(getter: FunctionSymbol, setter: FunctionSymbol?)] = []
    /// Who may change this table in place: the environment's current owner, or an earlier one
    /// whose snapshot still shares the table (`Environment.owned(_:)` copies it first).
    var owner: TableOwner?
}

/// The check (or the environment outside any check) that may change a member table in place:
/// a snapshot starts a new owner, so a table is copied when a check first uses it, not every
/// table when the check starts (EnvironmentSnapshot.swift).
final class TableOwner {}

