/// Freeing values without recursing as deep as they nest.
///
/// Swift frees `[[[…]]]` recursively: each level's array frees the next one inside its own
/// deinit, a few hundred bytes of stack per level. A value a million levels deep (`d = [d]` in a
/// loop) took some 400 MB of stack to free: memory the session's budget never saw (the fuzzer
/// measured 540 MB after a stopped cell), and past the stack's size a crash. Dictionaries, sets
/// and closure chains (`f = { g() + 1 }` in a loop) nest the same way.
extension Value {
    /// Frees `values` level by level: the children of an array, tuple, struct, enum case,
    /// dictionary, set, class instance or closure that nothing else holds are taken out before
    /// their parent goes, so no deinit ever frees more than one level. A part that something
    /// else still holds is only let go (its count drops, nothing is freed), so shared parts are
    /// not walked; an array's storage or a dictionary's or set's box found shared is asked once,
    /// however many hold it (`SharedStorages`). A closure's captured frame (and the frames around it) and bound
    /// receiver count as parts. The work beyond freeing is counted in the answer.
    ///
    /// Each part is taken out of its value by a mutating method before it is asked whether it
    /// is held elsewhere: a pattern's binding is a second reference (in debug builds it outlives
    /// the match), and with it every part would look shared.
    ///
    /// The children wait in the arrays that held them, each emptied from its end in place: the
    /// walk had copied every child into one growing list, so freeing an array of millions of
    /// values first made a second, larger one (the fuzzer's worker grew 80 MB while it freed a
    /// stopped cell's path of doubled elements, behind the next cells).
    @discardableResult
    static func releaseLevelByLevel(_ values: consuming [Value]) -> ReleaseWork {
        var work = ReleaseWork()
        var levels = ReleaseLevels()
        levels.push(consume values)
        var shared = SharedStorages()
        var frames: [Frame] = []
        while true {
            // `count`, not `isEmpty`: Collection's isEmpty compares indices through witness
            // tables in a debug build, and this is asked once per value.
            if frames.count > 0 {
                var frame: Frame? = frames.removeLast()
                if isKnownUniquelyReferenced(&frame), let only = frame {
                    levels.push(only.removeAll())
                    if let parent = only.takeParent() { frames.append(parent) }
                }
                continue
            }
            guard var value = levels.next() else {
                // What was kept of shared storages is asked again once all else has gone.
                let kept = shared.takeKept()
                if kept.isEmpty { return work }
                levels.push(kept)
                continue
            }
            if var elements = value.takeElements() {
                release(&elements, into: &levels, shared: &shared, work: &work)
                // Nothing else to take apart: not asking the rest of the walk's questions (and
                // a storage address of `[Value]`, not of any array) took freeing a doubled
                // `Path`'s 2.6 million elements from 8.9 s to 4.1 s in a debug build.
                continue
            }
            guard value.canNest else { continue }
            if var entries = value.takeDictionaryBox() {
                release(&entries, as: { .dictionary($0) }, parts: partsThatCanNest(of:), into: &levels, shared: &shared, work: &work)
                continue
            }
            if var members = value.takeSetBox() {
                release(&members, as: { .set($0) }, parts: partsThatCanNest(of:), into: &levels, shared: &shared, work: &work)
                continue
            }
            var instance = value.takeInstance()
            if isKnownUniquelyReferenced(&instance), let fields = instance?.fields {
                instance?.fields = []
                levels.push(fields)
            }
            instance = nil
            var closure = value.takeClosure()
            if isKnownUniquelyReferenced(&closure), let (frame, receiver) = closure?.takeParts() {
                if let frame { frames.append(frame) }
                if let receiver { levels.push([receiver]) }
            }
            closure = nil
            // An indirect case's box may be shared: then what it holds is shared too, and the
            // next level stops there.
            levels.push(value.takeIndirect())
        }
    }

    /// Takes apart `elements`, the storage of an array, tuple, struct or enum case, leaving it
    /// empty: its elements wait in `levels` when nothing else holds it and one of them holds
    /// further values.
    ///
    /// Scalars and strings hold no values: an array of them is dropped whole, never visited (an
    /// array of 100,000 Doubles cost the walk some 33 M instructions, element by element).
    /// Shared storage is asked first: the question copies it, which a debug build does far
    /// faster than it looks at each element (10,000 rows of one shared 10,000-element row took
    /// 19 s to look through, element by element). Storage found shared is asked once, not once
    /// per holder (`SharedStorages`).
    private static func release(_ elements: inout [Value], into levels: inout ReleaseLevels,
                                shared: inout SharedStorages, work: inout ReleaseWork) {
        guard let address = elements.storageAddress, !shared.letGoIfFoundBefore(&elements, at: address) else {
            elements = []
            return
        }
        if elements.isOnlyHolderOfItsElements(at: address) {
            if elements.contains(where: { !$0.holdsNoValues }) { levels.push(elements) }
        } else {
            work.elementsCopied += elements.count
            shared.record(address)
        }
        elements = []
    }

    /// Whether the value holds no other values, so freeing it cannot recurse: a number, a
    /// Boolean, a string or character, void or nil.
    private var holdsNoValues: Bool {
        switch self {
        case .int, .double, .float, .bool, .string, .character, .void, .null: return true
        default: return false
        }
    }

    /// The stored elements of an array, tuple, struct or enum case, leaving `.void` behind;
    /// nil for any other value.
    private mutating func takeElements() -> [Value]? {
        switch self {
        case .array(let items), .tuple(let items), .structValue(_, let items), .enumValue(_, _, let items), .slice(let items, _):
            self = .void
            return items
        default:
            return nil
        }
    }

    /// Takes apart a dictionary's or set's box: when nothing else holds it, the entries that can
    /// nest wait in `levels`. A box found shared is asked once, not once per holder
    /// (`SharedStorages`): rows sharing one dictionary had each read all its entries.
    private static func release<Contents: Collection>(_ box: inout CollectionBox<Contents>, as holder: (CollectionBox<Contents>) -> Value,
                                                      parts: (Contents) -> [Value], into levels: inout ReleaseLevels,
                                                      shared: inout SharedStorages, work: inout ReleaseWork) {
        let identity = box.identity
        if shared.letGoIfFoundBefore(box: identity, keeping: { holder(box) }) { return }
        if box.isUniquelyHeld() {
            work.entriesRead += box.contents.count
            levels.push(parts(box.contents))
        } else {
            shared.record(box: identity)
        }
    }

    /// The keys and values of `entries` that can hold further levels (`canNest`).
    ///
    /// Only those: the rest (numbers, strings) free in one step whoever frees the storage, and
    /// copying them out was wasted work when the storage was shared (a cell that held a second
    /// reference to a million-entry global dictionary copied a million entries when it ended).
    static func partsThatCanNest(of entries: [Value: Value]) -> [Value] {
        var parts: [Value] = []
        for (key, value) in entries {
            if key.canNest { parts.append(key) }
            if value.canNest { parts.append(value) }
        }
        return parts
    }

    /// The members of `members` that can hold further levels (`canNest`).
    static func partsThatCanNest(of members: Set<Value>) -> [Value] {
        var parts: [Value] = []
        for member in members where member.canNest { parts.append(member) }
        return parts
    }

    /// A dictionary's box, leaving `.void` behind; nil for any other value.
    mutating func takeDictionaryBox() -> CollectionBox<[Value: Value]>? {
        guard case .dictionary(let box) = self else { return nil }
        self = .void
        return box
    }

    /// A set's box, leaving `.void` behind; nil for any other value.
    mutating func takeSetBox() -> CollectionBox<Set<Value>>? {
        guard case .set(let box) = self else { return nil }
        self = .void
        return box
    }

    /// Whether freeing this value can free further values it holds (a collection, a structure,
    /// an instance, a closure or a box): what `releaseLevelByLevel` must take apart.
    var canNest: Bool {
        switch self {
        case .int, .double, .float, .bool, .string, .substring, .character, .void, .null, .metatype, .weakReference,
             .exclusiveAccess:
            return false
        case .array, .slice, .dictionary, .set, .tuple, .structValue, .enumValue, .object, .function, .range, .boxed, .some:
            return true
        }
    }

    /// A closure, leaving `.void` behind; nil for any other value.
    private mutating func takeClosure() -> Closure? {
        guard case .function(let closure) = self else { return nil }
        self = .void
        return closure
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

extension [Value] {
    /// The address of this array's storage, without copying it; nil when it is empty.
    ///
    /// Of `[Value]`, not of any array: a generic one looked up `Array<Element>`'s metadata on
    /// every call in a debug build, a quarter of the walk's time.
    var storageAddress: UnsafeRawPointer? {
        withUnsafeBufferPointer { buffer in
            // Not `baseAddress.map`: Optional's generic map was a third of this in a debug build.
            if let base = buffer.baseAddress { return UnsafeRawPointer(base) }
            return nil
        }
    }

    /// True when this array's storage, at `address`, is held by nothing else (so freeing it
    /// frees its elements). Asking for mutable storage copies shared storage, so an unchanged
    /// address means it was not shared; the copy, if one was made, holds the elements too.
    fileprivate mutating func isOnlyHolderOfItsElements(at address: UnsafeRawPointer) -> Bool {
        withUnsafeMutableBufferPointer { buffer in
            if let base = buffer.baseAddress { return UnsafeRawPointer(base) == address }
            return false
        }
    }
}

/// The arrays whose values `Value.releaseLevelByLevel` is still to take apart, each held only
/// here and emptied from its end, so waiting children cost no copy.
///
/// The array being emptied is held apart from those waiting, and its last value is taken by
/// `Array.remove(at:)`: reaching it through the array of arrays, asking `isEmpty` (Collection's,
/// through its indices) and `removeLast()` (RangeReplaceableCollection's, through its witness
/// tables and metadata in a debug build) were 38% of freeing a doubled `Path`.
private struct ReleaseLevels {
    /// The array whose values are taken next, from its end.
    private var current: [Value] = []
    /// The arrays pushed before `current`, the last pushed last.
    private var waiting: [[Value]] = []

    /// Adds `values` (moved in) to what is still to be taken apart, ahead of the rest; an empty
    /// array is dropped.
    mutating func push(_ values: consuming [Value]) {
        if values.count == 0 { return }
        if current.count > 0 { waiting.append(current) }
        current = values
    }

    /// The next value to take apart, removed from its array, or nil when none is left. An
    /// array is dropped as soon as it is empty, so a value nested a million levels deep keeps
    /// one array here, not a million.
    mutating func next() -> Value? {
        if current.count == 0 {
            if waiting.count == 0 { return nil }
            current = waiting.remove(at: waiting.count - 1)
        }
        return current.remove(at: current.count - 1)
    }
}
