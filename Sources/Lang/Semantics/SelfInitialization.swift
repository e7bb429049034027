/// What definite initialisation follows of `self` while an initialiser of a struct or class is
/// lowered: each of the type's own stored properties without an initial value is a pending entry
/// of `InitializationTracker` (named `self.x`, keyed by a negative slot of the initialiser's
/// frame), so the paths through branches, loops and early exits are the ones local variables
/// follow; a subclass's initialiser has one more entry, for `super.init` having been called.
struct SelfInitialization {
    /// What `self` is, which decides swiftc's wording.
    enum Kind {
        /// A struct: using `self` (a method, a property not yet set, `self` itself) before every
        /// stored property is set is "'self' used before all stored properties are initialized".
        case structure
        /// A class without a superclass: as a struct, but a method call names the method.
        case rootClass
        /// A subclass: its own properties first, then `super.init`, then anything of `self`.
        case subclass
    }

    /// One of the type's own stored properties that needs a value.
    struct Property {
        let name: String
        let isLet: Bool
        let key: InitializationTracker.Key
    }

    /// The initialiser's function (held, so its identifier in the keys stays its own).
    let function: FunctionContext
    let decl: NominalDecl
    let kind: Kind
    let properties: [Property]
    /// For a subclass: the entry standing for `super.init` having been called.
    let superInit: InitializationTracker.Key?
    /// The entry standing for `self.init` having been called (or `self` assigned).
    let selfInit: InitializationTracker.Key
    /// Whether the body delegates with `self.init` (a convenience initialiser always does): then
    /// every use of `self` before that call is the error, not the properties' order.
    var delegates = false
    /// The errors found if the initialiser does not delegate, reported when its body has been lowered.
    var errors: [Diagnostic] = []
    /// The errors found if it does: uses of `self` before `self.init`.
    var delegationErrors: [Diagnostic] = []
    /// Whether a `return` is reached before `self.init` on some path (the error if it delegates).
    var returnsBeforeDelegation = false

    /// The slot standing for the stored property at `index` (slots of variables are never negative).
    static func propertySlot(_ index: Int) -> Int { -1 - index }
    /// The slot standing for `super.init` having been called.
    static let superInitSlot = Int.min
    /// The slot standing for `self.init` having been called.
    static let selfInitSlot = Int.min + 1
}
