/// Freeing values without recursing as deep as they nest.
///
/// Swift frees `[[[…]]]` recursively: each level's array frees the next one inside its own
/// deinit, a few hundred bytes of stack per level. A value a million levels deep (`d = [d]` in a
/// loop) took some 400 MB of stack to free: memory the session's budget never saw (the fuzzer
/// measured 540 MB after a stopped cell), and past the stack's size a crash.
extension Value {
    /// Frees `values` level by level: the children of an array, tuple, struct, enum case or
    /// class instance that nothing else holds are taken out before their parent goes, so no
    /// deinit ever frees more than one level. A part that something else still holds is only
    /// let go (its count drops, nothing is freed), so shared parts are not walked.
    /// Dictionaries, sets and closures are freed as Swift frees them.
    ///
    /// Each part is taken out of its value by a mutating method before it is asked whether it
    /// is held elsewhere: a pattern's binding is a second reference (in debug builds it outlives
    /// the match), and with it every part would look shared.
    static func releaseLevelByLevel(_ values: consuming [Value]) {
        var pending = consume values
        while !pending.isEmpty {
            var value = pending.removeLast()
            var elements = value.takeElements()
            if elements.isOnlyHolderOfItsElements() { pending.append(contentsOf: elements) }
            elements = []
            var instance = value.takeInstance()
            if isKnownUniquelyReferenced(&instance) {
                pending.append(contentsOf: instance?.fields ?? [])
                instance?.fields = []
            }
            instance = nil
            // An indirect case's box may be shared: then what it holds is shared too, and the
            // next level stops there.
            pending.append(contentsOf: value.takeIndirect())
        }
    }

    /// The stored elements of an array, tuple, struct or enum case, leaving `.void` behind;
    /// empty for any other value.
    private mutating func takeElements() -> [Value] {
        switch self {
        case .array(let items), .tuple(let items), .structValue(_, let items), .enumValue(_, _, let items):
            self = .void
            return items
        default:
            return []
        }
    }

    /// A class instance, leaving `.void` behind; nil for any other value.
    private mutating func takeInstance() -> Instance? {
        guard case .object(let instance) = self else { return nil }
        self = .void
        return instance
    }

    /// What an indirect case (a boxed existential, a nested optional, a range) holds, leaving
    /// `.void` behind; empty for any other value.
    private mutating func takeIndirect() -> [Value] {
        switch self {
        case .boxed(let inner, _), .some(let inner):
            self = .void
            return [inner]
        case .range(let lower, let upper, _):
            self = .void
            return [lower, upper]
        default:
            return []
        }
    }
}

extension Array {
    /// True when this array's storage is held by nothing else (so freeing it frees its
    /// elements). Asking for mutable storage copies shared storage, so an unchanged address
    /// means it was not shared; the copy, if one was made, holds the elements too.
    fileprivate mutating func isOnlyHolderOfItsElements() -> Bool {
        guard !isEmpty else { return false }
        let before = withUnsafeBufferPointer { UnsafeRawPointer($0.baseAddress) }
        let after = withUnsafeMutableBufferPointer { UnsafeRawPointer($0.baseAddress) }
        return before == after
    }
}
