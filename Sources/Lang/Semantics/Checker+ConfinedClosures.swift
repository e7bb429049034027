/// Closures that cannot outlive the scope of the variables they read, so that those variables
/// end at the end of their scope, as Swift ends them: `do { let r = Res(); let g = { print(r) };
/// g() }` runs `r`'s deinit at the end of the `do`. A closure shares the frame it is made in, so
/// emptying a variable it reads is safe only when no call of it can come later.
struct ClosureConfinement {
    /// The closure the checker finished lowering last (for the `let` it initialises).
    var lastClosure: FunctionContext?
    /// For each captured variable, the functions between the ones reading it and its own (a
    /// closure, the closure around it, …), kept alive so that their identities stay unique.
    private var readers: [CapturedVariable: [FunctionContext]] = [:]
    /// The closures that are the value of a local `let` (`let g = { … }`), and that variable.
    private var held: [ObjectIdentifier: (closure: FunctionContext, variable: CapturedVariable)] = [:]
    /// The variables read as values (not only called): a closure held by one may be stored,
    /// returned or passed on.
    var valueReads: Set<CapturedVariable> = []

    /// Notes that `reader` (a closure or a function inside `variable`'s) reads `variable`.
    mutating func noteReaders(of variable: Variable, from reader: FunctionContext) {
        var current: FunctionContext? = reader
        var hops = 0
        while let function = current, function !== variable.context, hops < 10_000 {
            readers[CapturedVariable(variable), default: []].append(function)
            current = function.parent
            hops += 1
        }
    }

    /// Notes that the local `let` `variable` holds `closure`.
    mutating func noteHeld(_ closure: FunctionContext, by variable: Variable) {
        held[ObjectIdentifier(closure)] = (closure, CapturedVariable(variable))
    }

    /// Whether every function reading the captured `variable` is a closure held by a local
    /// `let` that is only ever called, and by its own function (not read by another closure,
    /// whose call could come later): no call of one can come after the variable's scope ends.
    func isConfined(_ variable: Variable, _ captured: Set<CapturedVariable>) -> Bool {
        guard let functions = readers[CapturedVariable(variable)], !functions.isEmpty else { return false }
        return functions.allSatisfy { function in
            if function.isIteration { return true }
            guard let holder = held[ObjectIdentifier(function)]?.variable else { return false }
            return !valueReads.contains(holder) && !captured.contains(holder)
        }
    }
}
