/// What the checker knows of definite initialisation while it lowers a cell: the variables
/// declared without a value (`var x: Int`, `let y: Double`) and whether a statement before the
/// one being lowered assigns them, and the errors swiftc's definite-initialisation pass gives.
///
/// The check follows the paths of the function that declares the variable (not a closure, a
/// nested function or a `defer`, which run at other times) through reachable code (not after a
/// `return`, a `break` or a call that never returns, which swiftc does not check): `definite` is
/// what every path to the statement being lowered has assigned. `if`/`else`, `switch` and
/// `do`/`catch` keep what all their branches that fall through assign; `while` and `for` keep
/// what was assigned before them (their body may not run). Where a path is not certain (an
/// assignment in a closure, a `repeat` or `while true` body, a mutation through `&x` or a
/// member) the variable counts as assigned from then on, so that the check never rejects what
/// swiftc accepts. A deferred `let` assigned again is an error when its first assignment is in
/// the same block as the second or in a block around it, when some path to the second (an `if`
/// without `else`) assigned it (`possible`), or when it is assigned in a loop whose body never
/// leaves it early.
struct InitializationTracker {
    /// A variable declared without a value, while it is in scope.
    struct Pending {
        let name: String
        let isLet: Bool
        /// Whether an assignment to it has been lowered (on some path, or in a closure).
        var isAssigned = false
        /// Whether it was assigned where the paths are not followed: from here on it is never an error.
        var isUncertain = false
        /// How many loops enclose its declaration.
        var loopDepth = 0
        /// A deferred `let`'s first assignment that certainly runs where it is written: the
        /// assignment's target node and the block scope it is in.
        var firstAssignment: (target: NodeID, scope: Scope)?
    }

    /// The variable a pending entry is for: its function's frame and slot.
    struct Key: Hashable {
        let context: ObjectIdentifier
        let slot: Int
    }

    /// Variables declared without a value, with the contexts that hold them (kept alive so that
    /// an identifier is never reused for another context).
    var pending: [Key: Pending] = [:]
    var contexts: [FunctionContext] = []
    /// The errors found, reported only when the cell has no type errors (swiftc runs definite
    /// initialisation after type checking).
    var errors: [Diagnostic] = []
    /// How many blocks being lowered have passed a statement that never completes: the rest of
    /// such a block is unreachable.
    var unreachable = 0
    /// How many `defer` bodies enclose the code being lowered.
    var deferDepth = 0
    /// The target of the plain assignment being lowered (`x` in `x = value`): it counts as
    /// assigned only once the value has been lowered, so that `x = x + 1` reads it first.
    var plainTarget: NodeID?
    /// The variables every path to the code being lowered assigns.
    var definite: Set<Key> = []
    /// The variables and stored properties some path to the code being lowered assigns (a `let`
    /// assigned again there is assigned twice on that path).
    var possible: Set<Key> = []
    /// Every variable a certain assignment assigned, in order (what a loop body assigned is the
    /// part after the loop's start).
    var assignedLog: [Key] = []
    /// How many loops enclose the code being lowered, and whether each one's body can leave it
    /// early (`break`, `return`, `throw`).
    var loops: [Bool] = []
    /// The `switch` statements being lowered: each one's label, how many loops were around it, and
    /// what the paths that leave it by `break` had assigned (they go on after it).
    var switchExits: [(label: String?, loopDepth: Int, states: [Checker.InitializationState?])] = []
    /// The closures being lowered: where each starts, the function it is made in (by address:
    /// that function is being lowered around the closure, so alive while its entry is), and
    /// whether it is called where it is written (`{ … }()`), which swiftc does not count as a
    /// capture: the closure uses what it reads there and then.
    var closures: [(start: SourceRange, maker: ObjectIdentifier, isApplied: Bool, capturesSelf: Bool)] = []
    /// Where the closure about to be lowered starts when it is the callee of a call (`{ … }()`).
    var appliedClosureStart: SourceLocation?
    /// The target of the compound assignment being lowered (`x` in `x += 1`).
    var compoundTarget: NodeID?
    /// The expression statements whose type is `Never` (`fatalError()`): nothing after them runs.
    var neverReturning: Set<NodeID> = []
    /// The initialiser whose `self` is being initialised, while its body is lowered.
    var initializer: SelfInitialization?
    /// Set while the `self` of `self.x` or `self.f()` is lowered: it is not a use of `self` itself.
    var selfIsMemberBase = false
}
