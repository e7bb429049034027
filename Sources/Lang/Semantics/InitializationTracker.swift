/// What the checker knows of definite initialisation while it lowers a cell: the variables
/// declared without a value (`var x: Int`, `let y: Double`) and whether a statement before the
/// one being lowered assigns them, and the errors swiftc's definite-initialisation pass gives.
///
/// The check is textual, so that it never rejects what swiftc accepts: a read is an error only
/// when no assignment to the variable is written before it (on any path), in the function that
/// declares it (not in a closure, a nested function or a `defer`, which run at other times), and
/// in code that is reachable (not after a `return`, a `break` or a call that never returns, which
/// swiftc does not check). A deferred `let` assigned again is an error only when its first
/// assignment is in the same block as the second or in a block around it, so that it has
/// certainly run. swiftc finds more (a read after an assignment on one branch only); those are
/// accepted here.
struct InitializationTracker {
    /// A variable declared without a value, while it is in scope.
    struct Pending {
        let name: String
        let isLet: Bool
        /// Whether an assignment to it has been lowered (on some path, or in a closure).
        var isAssigned = false
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
    /// The expression statements whose type is `Never` (`fatalError()`): nothing after them runs.
    var neverReturning: Set<NodeID> = []
}
