/// The array storages `Value.releaseLevelByLevel` found shared, by address, so that the next
/// holder of one is let go without asking again: asking whether storage is shared copies it, and
/// 10,000 rows of one shared 10,000-element row were 100 million elements copied (the releasing
/// thread busy for seconds to minutes, and the fuzzer's worker, waiting for it before each cell,
/// outlasted its wait and was restarted).
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
    /// Per address found shared: a holder kept until the walk ends, nil until a second holder is met.
    private var found: [UnsafeRawPointer: [Value]?] = [:]

    /// Whether `storage`, at `address`, was found shared before; if so it is let go (one holder
    /// kept, the first time after it was found), and `storage` is left empty.
    mutating func letGoIfFoundBefore(_ storage: inout [Value], at address: UnsafeRawPointer) -> Bool {
        guard let kept = found[address] else { return false }
        if kept == nil {
            var holder: [Value] = []
            swap(&holder, &storage)
            found.updateValue(holder, forKey: address)
        }
        storage = []
        return true
    }

    /// Records that the storage at `address` is shared (asked, and copied, once).
    mutating func record(_ address: UnsafeRawPointer) {
        if found[address] == nil { found.updateValue(nil, forKey: address) }
    }

    /// The holders kept, as arrays, no longer recorded: for the walk to ask again once it has let
    /// go of everything else (what only it held is then held by nothing else).
    mutating func takeKept() -> [Value] {
        var kept: [Value] = []
        var left: [UnsafeRawPointer: [Value]?] = [:]
        for (address, holder) in found {
            if let holder { kept.append(.array(holder)) } else { left.updateValue(nil, forKey: address) }
        }
        // Replaced, not emptied entry by entry: changing `found` while it is iterated copies it.
        found = left
        return kept
    }
}
