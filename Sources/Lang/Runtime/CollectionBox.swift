/// A dictionary's or set's contents, in a box Lang owns and copies on write as Swift copies its
/// collections, so that whether they are shared can be asked without copying them.
///
/// Swift tells neither where a `Dictionary`'s or `Set`'s storage is nor whether it is shared
/// (only a change, which copies shared storage, finds out), so freeing a value read every entry
/// of every holder: 10,000 rows sharing one 10,000-entry dictionary were 100 million entries read
/// (`Value.releaseLevelByLevel`). A box's identity and `isKnownUniquelyReferenced` are read in
/// one step.
///
/// Copies of a value share its box. A change to a box something else holds first moves the
/// contents to a box of their own; the contents keep Swift's copy-on-write underneath, so two
/// boxes may share storage until one of them changes.
public struct CollectionBox<Contents> {
    /// The class whose references `isKnownUniquelyReferenced` counts.
    private final class Storage {
        var contents: Contents
        init(_ contents: Contents) { self.contents = contents }
    }

    private var storage: Storage

    init(_ contents: Contents) {
        storage = Storage(contents)
    }

    /// The dictionary or set, to read.
    var contents: Contents { storage.contents }

    /// Changes the contents in place: first moved to a box of their own if this one is shared,
    /// so no other holder sees the change.
    mutating func modify<Result>(_ change: (inout Contents) throws -> Result) rethrows -> Result {
        if !isKnownUniquelyReferenced(&storage) { storage = Storage(storage.contents) }
        return try change(&storage.contents)
    }

    /// True when nothing else holds this box (its contents may still share Swift's storage with
    /// another box's, until one of them changes).
    mutating func isUniquelyHeld() -> Bool {
        isKnownUniquelyReferenced(&storage)
    }

    /// The box's identity: the same for every copy of the value, as long as one is alive.
    var identity: ObjectIdentifier { ObjectIdentifier(storage) }
}
