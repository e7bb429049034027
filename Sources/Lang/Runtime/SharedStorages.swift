/// The array storages (by address) and dictionary and set boxes (by identity)
/// `Value.releaseLevelByLevel` found shared, so that the next holder of one is let go without
/// asking again: asking whether an array's storage is shared copies it, and 10,000 rows of one
/// shared 10,000-element row were 100 million elements copied (the releasing thread busy for
/// seconds to minutes, and the fuzzer's worker, waiting for it before each cell, outlasted its
/// wait and was restarted); a dictionary's box is not copied to be asked, but reading its entries
/// once per holder was as slow.
///
/// From the second holder on, one holder is kept here until the walk has let go of the others,
/// so the storage cannot be freed meanwhile (its address cannot come back as another storage's)
/// and is taken apart level by level, not let go, when the walk held it last: letting the
/// last holder go would free what it holds recursively, as deep as it nests.
///
/// An address recorded without a kept holder (the storage was found shared once) may outlive
/// its storage, whose other holders were outside the walk. It cannot be mistaken for another:
/// every storage the walk asks about was held by what it was given from the start (the walk
/// takes apart only what nothing else holds), so it was alive beside the recorded one, at
/// another address. Nothing here is ever read through an address.
struct SharedStorages {
    /// Per array storage found shared, by address: whether a holder of it is kept.
    ///
    /// A flag, not the holder: most lookups find their storage (a doubled `Path`'s elements
    /// share a few), and copying the holder out of an optional on each was a quarter of the walk.
    private var arrays: [UnsafeRawPointer: Bool] = [:]
    /// Per dictionary or set box found shared, by identity: whether a holder of it is kept.
    private var boxes: [ObjectIdentifier: Bool] = [:]
    /// One holder of each storage and box flagged as kept, until the walk has let go of the rest.
    private var kept: [Value] = []

    /// Whether `storage`, at `address`, was found shared before; if so it is let go (one holder
    /// kept, the first time after it was found), and `storage` is left empty.
    mutating func letGoIfFoundBefore(_ storage: inout [Value], at address: UnsafeRawPointer) -> Bool {
        guard let holderKept = arrays[address] else { return false }
        if !holderKept {
            var holder: [Value] = []
            swap(&holder, &storage)
            kept.append(.array(holder))
            arrays.updateValue(true, forKey: address)
        }
        storage = []
        return true
    }

    /// Whether the box `identity` names was found shared before; if so, the first time after it
    /// was found, `holder()` is kept.
    mutating func letGoIfFoundBefore(box identity: ObjectIdentifier, keeping holder: () -> Value) -> Bool {
        guard let holderKept = boxes[identity] else { return false }
        if !holderKept {
            kept.append(holder())
            boxes.updateValue(true, forKey: identity)
        }
        return true
    }

    /// Records that the storage at `address` is shared (asked, and copied, once).
    mutating func record(_ address: UnsafeRawPointer) {
        if arrays[address] == nil { arrays.updateValue(false, forKey: address) }
    }

    /// Records that the box `identity` names is shared.
    mutating func record(box identity: ObjectIdentifier) {
        if boxes[identity] == nil { boxes.updateValue(false, forKey: identity) }
    }

    /// The holders kept, no longer recorded: for the walk to ask again once it has let go of
    /// everything else (what only it held is then held by nothing else).
    mutating func takeKept() -> [Value] {
        // Replaced, not emptied entry by entry: changing a dictionary while it is iterated copies it.
        arrays = arrays.filter { !$0.value }
        boxes = boxes.filter { !$0.value }
        var taken: [Value] = []
        swap(&taken, &kept)
        return taken
    }
}
