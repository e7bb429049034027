/// Which variables swiftc's program checks whole while it runs, rather than proving their parts
/// apart before it runs: a global, and a variable captured by a nested function or by an escaping
/// closure (which swiftc keeps in a box of its own), seen from inside that function or closure.
/// A variable seen from its own function, or from a closure passed for a non-escaping parameter
/// or kept in a `let` and called, is checked statically: two of its parts passed `&` to one call
/// (`swap(&p.x, &p.y)`), or a part beside a closure that changes another, are proved apart.
extension Checker {
    /// Whether accesses to the variable at `location`, from the code being lowered, are checked
    /// whole while the program runs (`Place.access` moves the variable out for each).
    func isCheckedWhole(_ location: StorageLocation) -> Bool {
        switch location {
        case .global: return true
        case .local: return false
        case .outer(let hops, _):
            var function: FunctionContext? = context
            for _ in 0..<hops {
                guard let current = function, staticCaptureContexts.contains(ObjectIdentifier(current)) else { return true }
                function = current.parent
            }
            return false
        }
    }
}
