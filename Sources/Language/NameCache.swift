/// What a compiled name remembers between evaluations: its slot among the globals and, when
/// it names a builtin function, that function's value.
///
/// A global keeps its slot for the whole session (see `Environment`), so the slot stays right
/// when the global is rebound or a failed cell is rolled back. A builtin is only used after
/// every scope, globals included, has been searched and found no binding of the name, so a
/// user's `func sin` declared later still shadows the builtin.
final class NameCache {
    let name: String
    @exclusivity(unchecked) private var slot = -1
    @exclusivity(unchecked) private var slotOwner: ObjectIdentifier?
    /// The builtin function the name resolved to, once it has.
    @exclusivity(unchecked) private(set) var builtin: Value?
    /// That builtin's `numeric` function, if it has one.
    @exclusivity(unchecked) private(set) var numeric: (@convention(c) (Double) -> Double)?

    init(_ name: String) {
        self.name = name
    }

    /// How many scopes outwards the name was last found (-1: not yet), and its index there
    /// when that scope is not the globals.
    @exclusivity(unchecked) private(set) var depth = -1
    @exclusivity(unchecked) private(set) var localIndex = 0

    func remember(depth: Int, localIndex: Int) {
        self.depth = depth
        self.localIndex = localIndex
    }

    func remember(_ builtin: Value) {
        self.builtin = builtin
        if case .function(let callable) = builtin, case .builtin(let function, .none) = callable.kind {
            numeric = function.numeric
        }
    }

    /// The slot of this name in `globals`.
    @inline(__always)
    func slot(in globals: Environment) -> Int {
        if slot >= 0, slotOwner == ObjectIdentifier(globals) { return slot }
        slot = globals.globalSlot(of: name)
        slotOwner = ObjectIdentifier(globals)
        return slot
    }
}
