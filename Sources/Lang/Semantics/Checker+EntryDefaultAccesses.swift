/// `d[k, default: value]` changed in place (`+= 1`, `.append(x)`, `&d[k, default: v]`, an
/// assignment): swiftc runs the `default:` autoclosure inside the access to `d`, so a default
/// naming `d` (`d[k, default: d.count] += 1`), or the part of a local struct holding it, overlaps
/// that access. For a local variable (or `self` in a mutating method) swiftc rejects it before
/// anything runs; for a global, or a class instance's property, its program traps
/// (`DictionaryEntryPlace.modify`, `Frame.exclusivityConflict`).
extension Checker {
    /// Lowers a `default:` argument with `dictionary`'s local root variable watched, and reports
    /// swiftc's overlapping-access error at the subscript when the argument names it.
    func watchingEntryDefault<T>(of dictionary: Place, range: SourceRange, _ lower: () -> T) -> T {
        guard let root = Self.accessRoot(of: dictionary), var watched = watchedAccess(root) else { return lower() }
        watched.includesOwnCode = true
        let (saved, savedChain) = (watchedAccesses, watchedChain)
        watchedAccesses = [watched]
        watchedChain = nil
        let lowered = lower()
        let reached = watchedAccesses.first
        (watchedAccesses, watchedChain) = (saved, savedChain)
        guard let reached, reached.isReached, Self.overlaps(reached.paths, dictionary) else { return lowered }
        // A variable of an enclosing function goes unnamed in swiftc's message.
        if case .outer = root {
            error("overlapping accesses, but modification requires exclusive access; consider copying to a local variable", range)
        } else {
            error(partName(of: dictionary).map { Self.overlapping($0) }
                  ?? "overlapping accesses, but modification requires exclusive access; consider copying to a local variable", range)
        }
        return lowered
    }
}
