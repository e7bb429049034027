/// The storage of one function call (or one loop iteration whose variables a closure may
/// capture): a slot per variable, numbered by the checker before anything runs, and the frame
/// the code was defined in, which a closure keeps alive.
///
/// The slots live in one buffer the frame owns, not in a Swift array property: reading or
/// storing a slot is then a bounds check and a load or store, without the array's
/// copy-on-write test or the dynamic exclusivity check a class's array property costs on every
/// access. Every access checks its slot against the count and throws on a bad one, and nothing
/// keeps a slot's address across code that could run the program: a slot is changed in place by
/// moving its value out (`take`), changing it, and moving it back (`put`).
final class Frame {
    private var base: UnsafeMutablePointer<Value>
    /// How many slots the frame has.
    private(set) var count: Int
    /// How many slots the buffer has room for (a reused frame keeps its buffer).
    private var capacity: Int
    private(set) var parent: Frame?
    /// The next frame in the interpreter's pool of spare frames, while this one is spare.
    var nextSpare: Frame?

    init(size: Int, parent: Frame?) {
        let size = max(size, 0)
        capacity = max(size, 1)
        base = UnsafeMutablePointer<Value>.allocate(capacity: capacity)
        base.initialize(repeating: .void, count: size)
        count = size
        self.parent = parent
    }

    deinit {
        base.deinitialize(count: count)
        base.deallocate()
    }

    /// Empties the frame of a finished call for the next one (`Interpreter.frame(size:parent:)`):
    /// its values and its parent are released now, as they would be if the frame were freed.
    func clear() {
        // Slot by slot: `deinitialize(count:)` with a count known only at run time is a call
        // into the runtime that destroys through the type's value witness, several times the
        // cost of the few numbers and references a call's frame holds (4% of a struct-heavy loop).
        // Last slot first: Swift ends a function's locals' lifetimes last declared first, and
        // a class instance's deinit runs in that order (`DeinitQueue`).
        var slot = count
        while slot > 0 {
            slot -= 1
            _ = (base + slot).move()
        }
        count = 0
        parent = nil
    }

    /// Gives a cleared frame `size` `.void` slots and `parent`, reusing its buffer when it is
    /// large enough.
    func prepare(size: Int, parent: consuming Frame?) {
        let size = max(size, 0)
        if size > capacity {
            base.deallocate()
            capacity = size
            base = UnsafeMutablePointer<Value>.allocate(capacity: capacity)
        }
        for slot in 0..<size { (base + slot).initialize(to: .void) }
        count = size
        self.parent = parent
    }

    /// Gives the frame `size` slots, the new ones `.void`, keeping its values: the frame of a
    /// library function whose body was lowered on its first call (`PendingLibraryBody`) was
    /// made for its parameters only.
    func extend(to size: Int) {
        guard size > count else { return }
        if size > capacity {
            let larger = UnsafeMutablePointer<Value>.allocate(capacity: size)
            larger.moveInitialize(from: base, count: count)
            base.deallocate()
            base = larger
            capacity = size
        }
        for slot in count..<size { (base + slot).initialize(to: .void) }
        count = size
    }

    /// The frame `hops` levels out; the checker counted the hops, so the chain is long enough.
    /// (Not inlined: its loop retains and releases each frame it passes, and inlined into every
    /// store and read that may reach an enclosing frame (`StorageLocation.withFrame`), it made
    /// them all save and restore the registers it needs, the common local and global cases too.)
    @inline(never)
    func ancestor(_ hops: Int) -> Frame {
        var frame = self
        var remaining = hops
        while remaining > 0, let parent = frame.parent {
            frame = parent
            remaining -= 1
        }
        return frame
    }

    /// Whether `slot` is one of the frame's slots.
    @inline(__always)
    func holds(_ slot: Int) -> Bool {
        UInt(bitPattern: slot) < UInt(bitPattern: count)
    }

    /// The value in `slot`.
    @inline(__always)
    func value(_ slot: Int, line: Int) throws -> Value {
        guard holds(slot) else { throw Frame.missing(line) }
        return base[slot]
    }

    /// The value in `slot`, for a read that code running during an `inout` access of the
    /// variable can reach (a global, a captured variable): the exclusivity trap if the access
    /// has the value (`takeForAccess`). (A local of the running frame needs no check: the
    /// frame's own code does not run while it calls.)
    @inline(__always)
    func checkedValue(_ slot: Int, line: Int) throws -> Value {
        guard holds(slot) else { throw Frame.missing(line) }
        if case .exclusiveAccess = base[slot] { throw Frame.exclusivityConflict(line) }
        return base[slot]
    }

    /// Whether `slot`'s value is moved out for an `inout` access (`takeForAccess`).
    func isInAccess(_ slot: Int) -> Bool {
        guard holds(slot), case .exclusiveAccess = base[slot] else { return false }
        return true
    }

    /// Whether the value in `slot` is a class instance whose property `index` is in an `inout`
    /// access (`Instance.accessField`).
    func fieldIsInAccess(_ slot: Int, _ index: Int) -> Bool {
        holds(slot) && base[slot].fieldIsInAccess(index)
    }

    /// Stores `value` in `slot`.
    @inline(__always)
    func store(_ value: consuming Value, _ slot: Int, line: Int) throws {
        guard holds(slot) else { throw Frame.missing(line) }
        base[slot] = value
    }

    /// Stores a number (`.int` or `.double`) in `slot`: over a number or a fresh slot's `.void`,
    /// which need no release, it is written without destroying the old value.
    @inline(__always)
    func storeNumber(_ number: Value, _ slot: Int, line: Int) throws {
        guard holds(slot) else { throw Frame.missing(line) }
        switch base[slot] {
        // A `let`'s first store lands on `.void`: on this path it skips the access check, which
        // cost the segments benchmark's loop 0.8% when `distance(to:)`'s `let dx` took it.
        case .int, .double, .void: (base + slot).initialize(to: number)
        default:
            // Over a number or `.void` no access can be under way (an access leaves
            // `.exclusiveAccess`): checked only off that path.
            try rejectAccess(slot, line: line)
            base[slot] = number
        }
    }

    /// The `Int` in `slot`, read without copying the value; nil if the slot holds something else.
    @inline(__always)
    func int(_ slot: Int) -> Int? {
        guard holds(slot), case .int(let value) = base[slot] else { return nil }
        return value
    }

    /// The `Double` in `slot`, read without copying the value; nil if the slot holds something else.
    @inline(__always)
    func double(_ slot: Int) -> Double? {
        guard holds(slot), case .double(let value) = base[slot] else { return nil }
        return value
    }

    /// The `Bool` in `slot`, read without copying the value; nil if the slot holds something else.
    @inline(__always)
    func bool(_ slot: Int) -> Bool? {
        guard holds(slot), case .bool(let value) = base[slot] else { return nil }
        return value
    }

    // The three readers below switch on the slot in place, one case per kind of value: calling
    // a method on the slot's value would copy the whole struct first, and a case with several
    // patterns binding one name copies the field array (a retain and a release per read).

    /// Stored property `index` of the value in `slot` (a struct, tuple or enum payload), copied
    /// without copying the value.
    @inline(__always)
    func field(_ slot: Int, _ index: Int) -> Value? {
        guard holds(slot) else { return nil }
        switch base[slot] {
        case .structValue(_, let fields): return Frame.element(index, of: fields)
        case .tuple(let elements): return Frame.element(index, of: elements)
        case .enumValue(_, _, let payload): return Frame.element(index, of: payload)
        default: return base[slot].field(index)
        }
    }

    /// The `Double` stored property `index` of the value in `slot`, read in place; nil if the
    /// slot holds no struct, tuple or payload with a `Double` there.
    @inline(__always)
    func doubleField(_ slot: Int, _ index: Int) -> Double? {
        guard holds(slot) else { return nil }
        switch base[slot] {
        case .structValue(_, let fields): return Frame.double(index, of: fields)
        case .tuple(let elements): return Frame.double(index, of: elements)
        case .enumValue(_, _, let payload): return Frame.double(index, of: payload)
        default: return nil
        }
    }

    /// The `Int` stored property `index` of the value in `slot`, read in place; nil if there is none.
    @inline(__always)
    func intField(_ slot: Int, _ index: Int) -> Int? {
        guard holds(slot) else { return nil }
        switch base[slot] {
        case .structValue(_, let fields): return Frame.int(index, of: fields)
        case .tuple(let elements): return Frame.int(index, of: elements)
        case .enumValue(_, _, let payload): return Frame.int(index, of: payload)
        default: return nil
        }
    }

    @inline(__always)
    private static func element(_ index: Int, of values: [Value]) -> Value? {
        index >= 0 && index < values.count ? values[index] : nil
    }

    @inline(__always)
    private static func double(_ index: Int, of values: [Value]) -> Double? {
        guard index >= 0, index < values.count, case .double(let value) = values[index] else { return nil }
        return value
    }

    @inline(__always)
    private static func int(_ index: Int, of values: [Value]) -> Int? {
        guard index >= 0, index < values.count, case .int(let value) = values[index] else { return nil }
        return value
    }

    /// Moves the value out of `slot`, leaving `.void`, so that the caller holds the only reference
    /// to its arrays and changes them without a copy; `put` moves it back.
    @inline(__always)
    func take(_ slot: Int, line: Int) throws -> Value {
        guard holds(slot) else { throw Frame.missing(line) }
        let value = (base + slot).move()
        (base + slot).initialize(to: .void)
        return value
    }

    /// Moves the value out of `slot` for an `inout` access (an argument passed `&x`, a mutating
    /// method's `self`), leaving `.exclusiveAccess` until the access ends (`store`): a read or
    /// change of the variable meanwhile is then the exclusivity trap, as in Swift, rather than
    /// a read of an empty slot. A second access to it is that trap too (`bump(&x)` inside a
    /// call that already has `x`).
    @inline(__always)
    func takeForAccess(_ slot: Int, line: Int) throws -> Value {
        guard holds(slot) else { throw Frame.missing(line) }
        if case .exclusiveAccess = base[slot] { throw Frame.exclusivityConflict(line) }
        let value = (base + slot).move()
        (base + slot).initialize(to: .exclusiveAccess)
        return value
    }

    /// Stores `value` in `slot`; a slot the frame lacks is ignored (the caller checked it, or
    /// `take` did).
    @inline(__always)
    func put(_ value: consuming Value, _ slot: Int) {
        guard holds(slot) else { return }
        base[slot] = value
    }

    /// Stores `value` in `slot` and answers true; false, storing nothing, if the frame lacks it.
    @inline(__always)
    func putIfHeld(_ value: consuming Value, _ slot: Int) -> Bool {
        guard holds(slot) else { return false }
        base[slot] = value
        return true
    }

    /// Runs `body` on the value in `slot`, moved out and back so that nothing the body runs can
    /// reach the slot's storage while it changes.
    @inline(__always)
    func modify(_ slot: Int, line: Int, _ body: (inout Value) throws -> Void) throws {
        var value = try take(slot, line: line)
        if case .exclusiveAccess = value {
            put(value, slot)
            throw Frame.exclusivityConflict(line)
        }
        defer { put(value, slot) }
        try body(&value)
    }

    /// Appends `element` to the array in `slot`, moved out of the slot and back so that the array
    /// is held once and grows in place; a slot holding no array is left as it is (as `modify`'s
    /// callers do).
    @inline(__always)
    func appendToArray(_ element: consuming Value, _ slot: Int, line: Int) throws {
        guard holds(slot) else { throw Frame.missing(line) }
        var value = (base + slot).move()
        guard case .array(var items) = value else {
            (base + slot).initialize(to: value)
            // Checked only off the array's path, where it costs the append nothing.
            return try rejectAccess(slot, line: line)
        }
        // The binding is a second reference until the moved-out value lets go of it; a
        // `switch` over the moved value kept both, and every append copied the array.
        value = .void
        items.append(element)
        value = .array(items)
        (base + slot).initialize(to: value)
    }

    /// The exclusivity trap when `slot` is in an `inout` access (`takeForAccess`), for the
    /// stores a check would slow on their common path: called only off it, and not inlined, so
    /// that the common path's code stays as it was (an inlined check was ordered before the
    /// array's or number's own and cost 1% of the blob benchmark's loop).
    @inline(never)
    func rejectAccess(_ slot: Int, line: Int) throws {
        if isInAccess(slot) { throw Frame.exclusivityConflict(line) }
    }

    /// Stores `value` in `slot`, which code running during an `inout` access of the variable can
    /// reach (a global, a captured variable): the exclusivity trap if the access has the value.
    @inline(__always)
    func assign(_ value: consuming Value, _ slot: Int, line: Int) throws {
        guard holds(slot) else { throw Frame.missing(line) }
        if case .exclusiveAccess = base[slot] { throw Frame.exclusivityConflict(line) }
        base[slot] = value
    }

    /// Stores `field` as stored property `index` of the struct or tuple in `slot`, in place: the
    /// slot's value is moved out first, so that its array of properties is held once and changes
    /// without a copy. False, changing nothing, when the slot holds no struct or tuple with that
    /// property (a class instance, a boxed value).
    @inline(__always)
    func storeField(_ field: Value, _ slot: Int, _ index: Int) -> Bool {
        guard holds(slot), index >= 0 else { return false }
        var value = (base + slot).move()
        var stored = false
        // As in `appendToArray`: the binding is the only reference once `value` lets go of it.
        if case .structValue(let decl, var fields) = value, index < fields.count {
            value = .void
            fields[index] = field
            value = .structValue(decl, fields)
            stored = true
        } else if case .tuple(var elements) = value, index < elements.count {
            value = .void
            elements[index] = field
            value = .tuple(elements)
            stored = true
        }
        (base + slot).initialize(to: value)
        return stored
    }

    /// Runs `body` on stored property `index` of the struct or tuple in `slot`, changed in place:
    /// the value is moved out of the slot for the change (as `modify` does) and its properties
    /// out of the value, so the property's array, if it is one, is held once. False, running
    /// nothing, when the slot holds no struct or tuple with that property (a class instance, a
    /// boxed value).
    func modifyField(_ slot: Int, _ index: Int, line: Int, _ body: (inout Value) throws -> Void) throws -> Bool {
        guard index >= 0 else { return false }
        var value = try take(slot, line: line)
        defer { put(value, slot) }
        // As in `appendToArray`: the binding is the only reference once `value` lets go of it.
        if case .structValue(let decl, var fields) = value, index < fields.count {
            value = .void
            defer { value = .structValue(decl, fields) }
            try body(&fields[index])
            return true
        }
        if case .tuple(var elements) = value, index < elements.count {
            value = .void
            defer { value = .tuple(elements) }
            try body(&elements[index])
            return true
        }
        return false
    }

    /// Gives the array in `slot` room for `extra` more elements when it has less, at least
    /// doubling its capacity so that reserving before each run of an inner loop still grows
    /// the array geometrically; a slot holding no array is left as it is.
    func reserveArrayCapacity(_ slot: Int, forMore extra: Int) {
        guard holds(slot) else { return }
        var value = (base + slot).move()
        if case .array(var items) = value {
            let (needed, overflow) = items.count.addingReportingOverflow(extra)
            if !overflow, needed > items.capacity {
                value = .void
                items.reserveCapacity(max(needed, items.capacity * 2))
                value = .array(items)
            }
        }
        (base + slot).initialize(to: value)
    }

    /// Adds `.void` slots up to `size` (the session's globals grow as cells declare variables).
    func grow(to size: Int) {
        guard size > count else { return }
        let grown = UnsafeMutablePointer<Value>.allocate(capacity: size)
        grown.moveInitialize(from: base, count: count)
        (grown + count).initialize(repeating: .void, count: size - count)
        base.deallocate()
        base = grown
        count = size
        capacity = size
    }

    /// All the slots' values, moved out; the frame is left with none.
    func removeAll() -> [Value] {
        let values = Array(UnsafeBufferPointer(start: base, count: count))
        base.deinitialize(count: count)
        count = 0
        return values
    }

    /// The enclosing frame, moved out: the frame is left without one (`Value.releaseLevelByLevel`).
    func takeParent() -> Frame? {
        defer { parent = nil }
        return parent
    }

    /// A copy of every slot, for code off the hot paths; assigning it replaces them all.
    var slots: [Value] {
        get { Array(UnsafeBufferPointer(start: base, count: count)) }
        set {
            base.deinitialize(count: count)
            if newValue.count > capacity {
                base.deallocate()
                capacity = newValue.count
                base = UnsafeMutablePointer<Value>.allocate(capacity: capacity)
            }
            _ = UnsafeMutableBufferPointer(start: base, count: newValue.count).initialize(from: newValue)
            count = newValue.count
        }
    }

    private static func missing(_ line: Int) -> RuntimeError {
        RuntimeError("variable used before it was declared", line: line)
    }

    /// Swift's exclusivity trap, worded as its runtime's message without the address
    /// ("Simultaneous accesses to 0x…, but modification requires exclusive access.").
    static func exclusivityConflict(_ line: Int) -> RuntimeError {
        RuntimeError("Simultaneous accesses, but modification requires exclusive access", line: line)
    }
}

/// The compiled form of a function, method, initialiser or closure.
final class FunctionCode {
    let name: String
    /// Parameters occupy slots `0..<parameterCount` (after `self` in slot 0 for methods).
    var parameterCount: Int
    var frameSize: Int
    var body: Statement
    /// Whether slot 0 holds `self`.
    let hasSelf: Bool
    /// A protocol requirement without a body: dispatch skips it.
    var isRequirement = false
    /// Where it was written: the number of the session's cell (1, 2, …), `FunctionCode.library`
    /// for the prelude, 0 outside a session. Errors from the library are reported at the cell's
    /// call; errors from an earlier cell's code name that cell (`RuntimeError.cell`).
    var origin = 0
    /// The `origin` of the library prelude's code.
    static let library = -1
    /// The `Element` of `Self` in a program protocol's extension bounded by a library collection
    /// protocol (`extension Describable where Self: Collection`), when its body needs it at run
    /// time: a call through `any P` or a generic parameter binds it to the receiver's element
    /// type (SequenceSelfWitness); nil for every other function.
    var selfElement: TypeParameter?

    /// Whether the library prelude declared it.
    var isLibrary: Bool { origin == FunctionCode.library }

    /// Gives the function its lowered body and frame size; a library body lowered on its first
    /// call keeps its stub as the body, which hands every session the lowered one at once.
    func install(_ block: Statement, frameSize: Int) {
        if let pending = body as? PendingLibraryBody {
            pending.settle(block, frameSize: frameSize)
            return
        }
        body = block
        self.frameSize = frameSize
    }

    init(name: String, parameterCount: Int, frameSize: Int, body: Statement, hasSelf: Bool) {
        self.name = name
        self.parameterCount = parameterCount
        self.frameSize = frameSize
        self.body = body
        self.hasSelf = hasSelf
    }
}
