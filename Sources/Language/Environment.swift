import Synchronization

/// One scope of names: a cell's globals, a function's locals, a block's locals.
///
/// A method's scope also holds `self`; names not found in it are looked up among `self`'s
/// members before the enclosing scopes, as Swift does.
///
/// Local scopes hold a handful of names and are made afresh for every loop iteration and call,
/// so they keep their bindings in one small array searched linearly (one allocation, no
/// hashing; identifiers are short strings whose equality is a compare of their bits). The
/// globals, which also hold every builtin type name, keep their values in numbered slots found
/// by a dictionary from name to slot. A name keeps its slot for the whole session (an unbound
/// name's slot holds nil), so compiled expressions remember a global's slot in a `NameCache`
/// and read it without hashing.
final class Environment {
    /// One name in a local scope.
    private struct Binding {
        let name: String
        var value: Value
        var isConstant: Bool
        /// Declared during the current cell (a second declaration is an error).
        var isDeclared: Bool
        /// False between a declaration and its value (`declare` runs before `define`).
        var isBound = true
    }

    // Unchecked exclusivity: no method here calls out while it has an access open (values are
    // moved out before `modifyValue` runs its body), so the runtime check would never fire.
    @exclusivity(unchecked) private var locals: [Binding] = []
    /// The slot of every global name ever bound in this session; slots are never reused.
    private var globalSlotOfName: [String: Int] = [:]
    /// The value of each global slot; nil while the name is unbound.
    @exclusivity(unchecked) private var globalSlots: [Value?] = []
    /// Whether each global slot holds a `let` constant.
    private var globalSlotIsConstant: [Bool] = []
    private var globalDeclared: Set<String> = []
    /// Bumped whenever a global slot may change to a value of another kind (every write but an
    /// append's taking out and putting back of an array): a compiled call that found a builtin
    /// type in a global slot (`Double`) may use what it found while this is unchanged.
    @exclusivity(unchecked) private(set) var globalGeneration: Int
    /// Where the next globals' generations start: far apart, so that a compiled call cannot
    /// mistake another session's globals (at a reused address) for the ones it remembered.
    private static let generationStarts = Atomic<Int>(0)
    let parent: Environment?
    /// True for the scope of a method body, where `self` is bound.
    let isMethodScope: Bool
    /// True for a method's scope and every scope inside it: only there can a bare name mean a
    /// member of `self`, so calls and names elsewhere skip that search.
    let isInsideMethod: Bool
    let isGlobal: Bool

    init(parent: Environment?, isMethodScope: Bool = false) {
        self.parent = parent
        self.isMethodScope = isMethodScope
        self.isInsideMethod = isMethodScope || parent?.isInsideMethod == true
        self.isGlobal = parent == nil
        self.parentReference = parent.map { Unmanaged.passUnretained($0) }
        self.globalGeneration = parent == nil ? Environment.generationStarts.wrappingAdd(1 << 32, ordering: .relaxed).newValue : 0
    }

    /// `parent`, unretained: `parent` keeps it alive. Compiled code hops along the chain with
    /// it, which costs no reference counting.
    private let parentReference: Unmanaged<Environment>?

    /// The scope `steps` levels out from this one, unretained (valid while this scope lives).
    @inline(__always)
    func ancestor(_ steps: Int) -> Unmanaged<Environment>? {
        var scope = Unmanaged.passUnretained(self)
        var remaining = steps
        while remaining > 0 {
            guard let parent = scope._withUnsafeGuaranteedRef({ $0.parentReference }) else { return nil }
            scope = parent
            remaining -= 1
        }
        return scope
    }

    // MARK: - Global slots

    /// The slot of the global `name`, made (unbound) when it has none yet.
    func globalSlot(of name: String) -> Int {
        if let slot = globalSlotOfName[name] { return slot }
        let slot = globalSlots.count
        globalSlotOfName[name] = slot
        globalSlots.append(nil)
        globalSlotIsConstant.append(false)
        return slot
    }

    /// The value in a global slot (nil when unbound); `slot` comes from `globalSlot(of:)`.
    @inline(__always)
    func globalValue(inSlot slot: Int) -> Value? {
        slot < globalSlots.count ? globalSlots[slot] : nil
    }

    private func setGlobal(_ name: String, _ value: Value?) {
        if value == nil, globalSlotOfName[name] == nil { return }
        let slot = globalSlot(of: name)
        globalGeneration &+= 1
        globalSlots[slot] = value
        if value == nil { globalSlotIsConstant[slot] = false }
    }

    /// Like `modifyValue` for the global in `slot`.
    func modifyGlobal(inSlot slot: Int, _ body: (inout Value) throws -> Void) rethrows -> Modification {
        guard slot < globalSlots.count, var value = globalSlots[slot] else { return .notBound }
        if globalSlotIsConstant[slot] { return .constant }
        globalGeneration &+= 1
        // Leave `.null` in the slot so the array or path being modified is uniquely referenced.
        globalSlots[slot] = .null
        defer { globalSlots[slot] = value }
        try body(&value)
        return .modified
    }

    @inline(__always)
    private func localIndex(of name: String) -> Int? {
        var i = 0
        let count = locals.count
        while i < count {
            if locals[i].name == name { return i }
            i += 1
        }
        return nil
    }

    /// The index of the bound local `name` in this scope (for a `NameCache`), or nil.
    func boundLocalIndex(of name: String) -> Int? {
        guard !isGlobal, let i = localIndex(of: name), locals[i].isBound else { return nil }
        return i
    }

    /// The local at `index` when it is `name` and bound, else nil (the cache was wrong).
    @inline(__always)
    func localValue(at index: Int, named name: String) -> Value? {
        guard index >= 0, index < locals.count else { return nil }
        // Through a pointer, so that only the fields read are loaded (not a copy of the binding).
        return locals.withUnsafeBufferPointer { buffer in
            guard let base = buffer.baseAddress else { return nil }
            let binding = base + index
            guard binding.pointee.isBound, binding.pointee.name == name else { return nil }
            return binding.pointee.value
        }
    }

    /// The number bound to the name `cache` remembers, read in place when this scope is where
    /// it was found and it holds a number (no copy of a `Value`); nil otherwise (then look
    /// it up as usual).
    @inline(__always)
    func number(_ cache: NameCache) -> Double? {
        if isGlobal {
            let slot = cache.slot(in: self)
            guard slot < globalSlots.count else { return nil }
            return globalSlots.withUnsafeBufferPointer { buffer in
                guard let base = buffer.baseAddress, case .number(let x)? = base[slot] else { return nil }
                return x
            }
        }
        let index = cache.localIndex
        guard index >= 0, index < locals.count else { return nil }
        return locals.withUnsafeBufferPointer { buffer in
            guard let base = buffer.baseAddress else { return nil }
            let binding = base + index
            guard binding.pointee.isBound, case .number(let x) = binding.pointee.value, binding.pointee.name == cache.name else { return nil }
            return x
        }
    }

    /// Moves the array out of the variable a compiled name found in this scope (leaving
    /// `.null` behind, so the array is uniquely referenced while it changes); nil, changing
    /// nothing, unless the variable is there, a `var`, and an array. `putArray` puts it back.
    ///
    /// The value is swapped out and its payload consumed, so the array's buffer changes hands
    /// without a retain and a release (which were a sixth of a numeric loop's time).
    func takeArray(_ cache: NameCache) -> [Value]? {
        if isGlobal {
            let slot = cache.slot(in: self)
            guard slot < globalSlots.count, !globalSlotIsConstant[slot], case .array? = globalSlots[slot] else { return nil }
            var taken: Value? = .null
            swap(&taken, &globalSlots[slot])
            guard case .array(let items)? = consume taken else { return nil }
            return items
        }
        let i = cache.localIndex
        guard i >= 0, i < locals.count, locals[i].isBound, !locals[i].isConstant, locals[i].name == cache.name,
              case .array = locals[i].value else { return nil }
        var taken = Value.null
        swap(&taken, &locals[i].value)
        guard case .array(let items) = consume taken else { return nil }
        return items
    }

    /// True when the variable a compiled name found in this scope holds an array (not copied).
    func holdsArray(_ cache: NameCache) -> Bool {
        if isGlobal {
            let slot = cache.slot(in: self)
            guard slot < globalSlots.count, case .array? = globalSlots[slot] else { return false }
            return true
        }
        let i = cache.localIndex
        guard i >= 0, i < locals.count, locals[i].isBound, locals[i].name == cache.name, case .array = locals[i].value else { return false }
        return true
    }

    /// Forgets every local, for reusing a loop iteration's scope: each binding is left unbound
    /// and undeclared (which every method here treats as absent) with its name kept, so the
    /// next iteration's declarations of the same names fill them again without destroying and
    /// re-creating their strings.
    func removeLocals() {
        for i in locals.indices {
            locals[i].isBound = false
            locals[i].isDeclared = false
            locals[i].isConstant = false
            locals[i].value = .null
        }
    }

    /// Replaces the value of the variable a compiled name found in this scope; false, changing
    /// nothing, unless it is there, bound and a `var`.
    func replaceValue(_ value: Value, _ cache: NameCache) -> Bool {
        if isGlobal {
            let slot = cache.slot(in: self)
            guard slot < globalSlots.count, globalSlots[slot] != nil, !globalSlotIsConstant[slot] else { return false }
            globalGeneration &+= 1
            globalSlots[slot] = value
            return true
        }
        let i = cache.localIndex
        guard i >= 0, i < locals.count, locals[i].isBound, !locals[i].isConstant, locals[i].name == cache.name else { return false }
        locals[i].value = value
        return true
    }

    /// Puts back the array `takeArray` took (consumed: no retain).
    func putArray(_ items: consuming [Value], _ cache: NameCache) {
        if isGlobal {
            globalSlots[cache.slot(in: self)] = .array(items)
        } else if cache.localIndex < locals.count {
            locals[cache.localIndex].value = .array(items)
        }
    }

    /// The value bound to `name` in this scope only (not its parents); setting nil removes it.
    subscript(name: String) -> Value? {
        get {
            if isGlobal { return globalSlotOfName[name].flatMap { globalSlots[$0] } }
            guard let i = localIndex(of: name), locals[i].isBound else { return nil }
            return locals[i].value
        }
        set {
            if isGlobal { setGlobal(name, newValue); return }
            if let i = localIndex(of: name) {
                if let newValue {
                    locals[i].value = newValue
                    locals[i].isBound = true
                } else {
                    locals.remove(at: i)
                }
            } else if let newValue {
                append(Binding(name: name, value: newValue, isConstant: false, isDeclared: false))
            }
        }
    }

    /// What `modifyValue` found.
    enum Modification {
        case notBound
        case constant
        case modified
    }

    /// Runs `body` on the value bound to `name` in this scope (not its parents), unless it is
    /// unbound or a constant.
    ///
    /// The value is moved out while `body` runs (so an array being appended to is not copied)
    /// and the name reads as nil (the value, not an unbound name) meanwhile: `body` may run script code that reads this scope
    /// (a mutating method of a struct declared here), which must not overlap an in-place access.
    func modifyValue(_ name: String, _ body: (inout Value) throws -> Void) rethrows -> Modification {
        if isGlobal {
            guard let slot = globalSlotOfName[name] else { return .notBound }
            return try modifyGlobal(inSlot: slot, body)
        }
        var value = Value.null
        guard let i = localIndex(of: name), locals[i].isBound else { return .notBound }
        if locals[i].isConstant { return .constant }
        swap(&value, &locals[i].value)
        defer {
            if let j = localIndex(of: name) { locals[j].value = value }
        }
        try body(&value)
        return .modified
    }

    private func append(_ binding: Binding) {
        if locals.isEmpty { locals.reserveCapacity(4) }
        locals.append(binding)
    }

    func define(_ name: String, _ value: Value, constant: Bool = false) {
        if isGlobal {
            let slot = globalSlot(of: name)
            globalGeneration &+= 1
            globalSlots[slot] = value
            globalSlotIsConstant[slot] = constant
            return
        }
        if let i = localIndex(of: name) {
            locals[i].value = value
            locals[i].isConstant = constant
            locals[i].isBound = true
        } else {
            append(Binding(name: name, value: value, isConstant: constant, isDeclared: false))
        }
    }

    /// True when `name` is a `let` constant of this scope.
    func isConstant(_ name: String) -> Bool {
        if isGlobal { return globalSlotOfName[name].map { globalSlots[$0] != nil && globalSlotIsConstant[$0] } ?? false }
        guard let i = localIndex(of: name), locals[i].isBound else { return false }
        return locals[i].isConstant
    }

    /// Records a declaration of `name` in this scope during this cell; false when it was
    /// declared already.
    func recordDeclaration(_ name: String) -> Bool {
        if isGlobal { return globalDeclared.insert(name).inserted }
        if let i = localIndex(of: name) {
            if locals[i].isDeclared { return false }
            locals[i].isDeclared = true
            return true
        }
        append(Binding(name: name, value: .null, isConstant: false, isDeclared: true, isBound: false))
        return true
    }

    /// Declares `name` in this scope and binds it to `value` (what `recordDeclaration` and
    /// `define` do together, with one search); false, changing nothing, when it was declared
    /// already during this cell.
    func declare(_ name: String, _ value: Value, constant: Bool) -> Bool {
        if isGlobal {
            guard globalDeclared.insert(name).inserted else { return false }
            define(name, value, constant: constant)
            return true
        }
        if let i = localIndex(of: name) {
            if locals[i].isDeclared { return false }
            locals[i].isDeclared = true
            locals[i].value = value
            locals[i].isConstant = constant
            locals[i].isBound = true
            return true
        }
        append(Binding(name: name, value: value, isConstant: constant, isDeclared: true))
        return true
    }

    /// True when `name` was declared in this scope during this cell.
    func isDeclared(_ name: String) -> Bool {
        if isGlobal { return globalDeclared.contains(name) }
        return localIndex(of: name).map { locals[$0].isDeclared } ?? false
    }

    /// Forgets the declarations of the previous cell (a new cell may declare the names again).
    func resetDeclarations() {
        globalDeclared = []
        for i in locals.indices { locals[i].isDeclared = false }
    }

    /// Every name bound in this scope and its value (for completion and the session snapshot).
    var values: [String: Value] {
        get {
            if isGlobal {
                var table: [String: Value] = [:]
                for (name, slot) in globalSlotOfName { if let value = globalSlots[slot] { table[name] = value } }
                return table
            }
            var table: [String: Value] = [:]
            for binding in locals where binding.isBound { table[binding.name] = binding.value }
            return table
        }
        set {
            if isGlobal {
                // Slots stay where they are (compiled code remembers them); only values change.
                globalGeneration &+= 1
                for slot in globalSlots.indices { globalSlots[slot] = nil }
                for (name, value) in newValue { globalSlots[globalSlot(of: name)] = value }
                return
            }
            locals = newValue.map { Binding(name: $0.key, value: $0.value, isConstant: false, isDeclared: false) }
        }
    }

    /// The names of this scope's constants (for the session snapshot).
    var constants: Set<String> {
        get {
            guard isGlobal else { return Set(locals.filter { $0.isBound && $0.isConstant }.map(\.name)) }
            return Set(globalSlotOfName.filter { globalSlots[$0.value] != nil && globalSlotIsConstant[$0.value] }.map(\.key))
        }
        set {
            if isGlobal {
                for (name, slot) in globalSlotOfName { globalSlotIsConstant[slot] = newValue.contains(name) }
                return
            }
            for i in locals.indices { locals[i].isConstant = newValue.contains(locals[i].name) }
        }
    }

    /// The scope that defines `name`, searching outwards.
    func owner(of name: String) -> Environment? {
        var scope: Environment? = self
        while let s = scope {
            if s[name] != nil { return s }
            scope = s.parent
        }
        return nil
    }

    /// Every name visible from here (for completion and did-you-mean).
    var visibleNames: Set<String> {
        var names: Set<String> = []
        var scope: Environment? = self
        while let s = scope {
            names.formUnion(s.values.keys)
            scope = s.parent
        }
        return names
    }
}
