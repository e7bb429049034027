/// Something that can be assigned or mutated in place: a variable, a stored property of one, an
/// element of an array, a dictionary entry, a tuple element. Mutation goes through `modify`, which
/// hands the body the storage itself so that an array inside a struct inside a variable is
/// changed without a copy (copy-on-write sees a unique reference).
class Place {
    let line: Int

    init(line: Int) {
        self.line = line
    }

    /// The current value.
    func get(_ frame: Frame, _ interpreter: Interpreter) throws -> Value {
        var result = Value.void
        try modify(frame, interpreter) { result = $0 }
        return result
    }

    /// Replaces the value. (`consuming`: an assignment hands over the value it computed, which a
    /// variable stores without a copy and a release of the original.)
    func set(_ value: consuming Value, _ frame: Frame, _ interpreter: Interpreter) throws {
        let newValue = consume value
        try modify(frame, interpreter) { $0 = newValue }
    }

    /// Runs `body` on the storage.
    func modify(_ frame: Frame, _ interpreter: Interpreter, _ body: (inout Value) throws -> Void) throws {
        throw RuntimeError("cannot assign here", line: line)
    }

    /// Whether the place is plain storage (variables, stored properties, array elements), whose
    /// value an `inout` access moves out (`access`) rather than copies.
    var isStorage: Bool { false }

    /// Runs `body`, which may run the program's code (a call's callee), on the value during an
    /// `inout` access: plain storage moves the value out of its variable, or of a class
    /// instance's property, which holds `.exclusiveAccess` until the access ends, so that any
    /// other access meanwhile is Swift's exclusivity trap (Place+Access.swift); any other place
    /// is read before and assigned after. What `body` leaves is stored even if it throws.
    func access(_ frame: Frame, _ interpreter: Interpreter, _ body: (inout Value) throws -> Void) throws {
        var value = try get(frame, interpreter)
        do {
            try body(&value)
        } catch {
            try? set(value, frame, interpreter)
            throw error
        }
        try set(value, frame, interpreter)
    }

    /// Stores the value an `inout` argument copied in ends with (a place `access` did not move).
    func endAccess(_ value: consuming Value, _ frame: Frame, _ interpreter: Interpreter) throws {
        try set(value, frame, interpreter)
    }

    /// Whether reaching the place evaluates expressions of the program (an index, a key, the
    /// instance a call returns), which swiftc evaluates before an assignment's right side.
    var hasOperands: Bool { false }

    /// The place with those expressions evaluated now, base first, to be accessed later: swiftc
    /// evaluates `xs[at(1)] += by(5)`'s place, then the value, then reads and writes the element.
    func resolved(_ frame: Frame, _ interpreter: Interpreter) throws -> Place { self }
}

/// A variable.
final class VariablePlace: Place {
    let location: StorageLocation

    init(_ location: StorageLocation, line: Int) {
        self.location = location
        super.init(line: line)
    }

    override func get(_ frame: Frame, _ interpreter: Interpreter) throws -> Value {
        try location.withFrame(frame, interpreter) { try $0.checkedValue($1, line: line) }
    }

    /// Assigns the variable: the exclusivity trap while an `inout` access has its value.
    override func set(_ value: consuming Value, _ frame: Frame, _ interpreter: Interpreter) throws {
        if location.withFrame(frame, interpreter, { $0.isInAccess($1) }) { throw Frame.exclusivityConflict(line) }
        try location.store(value, frame, interpreter, line: line)
    }

    override func endAccess(_ value: consuming Value, _ frame: Frame, _ interpreter: Interpreter) throws {
        try location.store(value, frame, interpreter, line: line)
    }

    override func modify(_ frame: Frame, _ interpreter: Interpreter, _ body: (inout Value) throws -> Void) throws {
        try location.withFrame(frame, interpreter) { try $0.modify($1, line: line, body) }
    }

    override var isStorage: Bool { true }

    /// The variable holds `.exclusiveAccess` while `body` runs (`Frame.takeForAccess`).
    override func access(_ frame: Frame, _ interpreter: Interpreter, _ body: (inout Value) throws -> Void) throws {
        try location.withFrame(frame, interpreter) { target, slot in
            var value = try target.takeForAccess(slot, line: line)
            defer { target.put(value, slot) }
            try body(&value)
        }
    }
}

/// A stored property of a struct held in `base`, or of a class instance `base` evaluates to.
final class FieldPlace: Place {
    let base: Place
    let index: Int
    /// The variable `base` is, when it is one (`point.x = …`, `self.minX = …` in a mutating
    /// method): assigning then stores the property in the variable's slot directly.
    let variable: StorageLocation?
    /// Whether `base` holds a class instance, whose property is storage of its own: false for a
    /// struct or tuple, nil when only the value can tell (a protocol's or generic's).
    let ofInstance: Bool?

    init(base: Place, index: Int, ofInstance: Bool? = false, line: Int) {
        self.base = base
        self.index = index
        variable = (base as? VariablePlace)?.location
        self.ofInstance = ofInstance
        super.init(line: line)
    }

    override var isStorage: Bool { base.isStorage }

    override var hasOperands: Bool { base.hasOperands }

    override func resolved(_ frame: Frame, _ interpreter: Interpreter) throws -> Place {
        guard base.hasOperands else { return self }
        return FieldPlace(base: try base.resolved(frame, interpreter), index: index, ofInstance: ofInstance, line: line)
    }

    /// A class instance's property is accessed alone (`Instance.accessField`), the variable
    /// holding the instance only read; a struct's is part of the access to the whole value
    /// holding it, as Swift's access to `g.a` is an access to `g`.
    override func access(_ frame: Frame, _ interpreter: Interpreter, _ body: (inout Value) throws -> Void) throws {
        guard isStorage else { return try super.access(frame, interpreter, body) }
        if ofInstance != false, let instance = Self.instance(in: try base.get(frame, interpreter)) {
            return try instance.accessField(index, line: line, body)
        }
        try base.access(frame, interpreter) { try Self.modifyElement(index, of: &$0, line: line, body) }
    }

    /// Reading goes through the base's read: through its `modify`, an observed base (`p.y` of a
    /// variable with a `didSet`, passed `inout`) would run its observers for a mere read.
    override func get(_ frame: Frame, _ interpreter: Interpreter) throws -> Value {
        guard variable == nil else { return try super.get(frame, interpreter) }
        let owner = try base.get(frame, interpreter)
        switch owner.unboxed {
        case .structValue(_, let fields) where index < fields.count: return fields[index]
        case .tuple(let items) where index < items.count: return items[index]
        case .object(let instance) where index < instance.fields.count: return instance.fields[index]
        default: return try super.get(frame, interpreter)
        }
    }

    /// Assigning a property of a struct or tuple variable stores it in the slot's field array in
    /// place (`Frame.storeField`), without the nested `modify` accesses and their closures
    /// (a third of a call of a two-assignment mutating method); any other base goes through
    /// `modify`.
    override func set(_ value: consuming Value, _ frame: Frame, _ interpreter: Interpreter) throws {
        let newValue = consume value
        if let variable, variable.withFrame(frame, interpreter, { $0.storeField(newValue, $1, index) }) { return }
        try modify(frame, interpreter) { $0 = newValue }
    }

    override func modify(_ frame: Frame, _ interpreter: Interpreter, _ body: (inout Value) throws -> Void) throws {
        // A property of a struct or tuple variable is changed in the variable's slot
        // (`summary.length += d`, `summary.counts[k] += 1`), without the variable's `modify` and
        // its closure around this one's (about a third of each such statement).
        if let variable, try variable.withFrame(frame, interpreter, { try $0.modifyField($1, index, line: line, body) }) {
            return
        }
        // A class instance is a reference: its field changes whatever the base's storage is.
        if !base.isStorage, case .object(let instance) = try base.get(frame, interpreter).unboxed {
            try instance.modifyField(index, line: line, body)
            return
        }
        var object: Instance?
        try base.modify(frame, interpreter) { value in
            if let instance = Self.instance(in: value) {
                object = instance
                return
            }
            try Self.modifyElement(index, of: &value, line: line, body)
        }
        try object?.modifyField(index, line: line, body)
    }

    /// The class instance `value` is (or boxes), whose fields change in place.
    static func instance(in value: Value) -> Instance? {
        if case .object(let instance) = value { return instance }
        if case .boxed(.object(let instance), _) = value { return instance }
        return nil
    }

    /// Runs `body` on stored value `index` of a struct or tuple, whose values are moved out of
    /// `value` first so that this is their only reference and an array in the field grows in
    /// place (a `switch` over `value` keeps a second reference while its case runs in a debug
    /// build, which made each `append` to a struct's array property copy the whole array).
    private static func modifyElement(_ index: Int, of value: inout Value, line: Int,
                                      _ body: (inout Value) throws -> Void) throws {
        var moved = Value.void
        swap(&moved, &value)
        var elements: [Value]
        let decl: NominalDecl?
        if case .structValue(let type, let fields) = moved {
            (decl, elements) = (type, fields)
        } else if case .tuple(let items) = moved {
            (decl, elements) = (nil, items)
        } else {
            value = moved
            throw RuntimeError("value has no stored properties", line: line)
        }
        moved = .void
        defer { value = decl.map { .structValue($0, elements) } ?? .tuple(elements) }
        guard index < elements.count else {
            throw RuntimeError(decl == nil ? "no such tuple element" : "no such field", line: line)
        }
        try body(&elements[index])
    }
}

/// A stored property with `willSet`/`didSet`: a change runs them around the store, each as a
/// mutating method of the value holding the property.
final class ObservedFieldPlace: Place {
    let base: Place
    let index: Int
    let willSet: FunctionCode?
    let didSet: FunctionCode?
    /// For a class's property that a subclass observes too: its name and the class declaring it,
    /// below which the instance's classes' observers are looked up.
    let overridable: (name: String, declaring: NominalDecl)?

    init(base: Place, index: Int, willSet: FunctionCode?, didSet: FunctionCode?,
         overridable: (name: String, declaring: NominalDecl)? = nil, line: Int) {
        self.base = base
        self.index = index
        self.willSet = willSet
        self.didSet = didSet
        self.overridable = overridable
        super.init(line: line)
    }

    /// A read (an `inout` argument's copy-in) runs no observers.
    override func get(_ frame: Frame, _ interpreter: Interpreter) throws -> Value {
        try Self.field(try base.get(frame, interpreter), index, line: line)
    }

    override var hasOperands: Bool { base.hasOperands }

    override func resolved(_ frame: Frame, _ interpreter: Interpreter) throws -> Place {
        guard base.hasOperands else { return self }
        return ObservedFieldPlace(base: try base.resolved(frame, interpreter), index: index, willSet: willSet,
                                  didSet: didSet, overridable: overridable, line: line)
    }

    override func modify(_ frame: Frame, _ interpreter: Interpreter, _ body: (inout Value) throws -> Void) throws {
        var owner = try base.get(frame, interpreter)
        let old = try Self.field(owner, index, line: line)
        var new = old
        try body(&new)
        // The subclasses' observers wrap the declaring class's: the most derived outermost.
        let overrides = subclassObservers(of: owner, interpreter)
        for willSet in overrides.compactMap(\.willSet) + [willSet].compactMap({ $0 }) {
            let (_, callee) = try interpreter.invoke(willSet, captured: nil, arguments: [new], selfValue: owner, line: line)
            if let updated = try? callee.value(0, line: line) { owner = updated }
        }
        owner = try Self.replacing(owner, index, with: new, line: line)
        for didSet in [didSet].compactMap({ $0 }) + overrides.reversed().compactMap(\.didSet) {
            let (_, callee) = try interpreter.invoke(didSet, captured: nil, arguments: [old], selfValue: owner, line: line)
            if let updated = try? callee.value(0, line: line) { owner = updated }
        }
        try base.set(owner, frame, interpreter)
    }

    /// The observers the classes of `owner` below the declaring class add, most derived first.
    private func subclassObservers(of owner: Value, _ interpreter: Interpreter) -> [(willSet: FunctionCode?, didSet: FunctionCode?)] {
        guard let overridable, case .object(let instance) = owner.unboxed else { return [] }
        var observers: [(willSet: FunctionCode?, didSet: FunctionCode?)] = []
        var current: NominalDecl? = instance.decl
        var hops = 0
        while let decl = current, decl !== overridable.declaring, hops < 1000 {
            if let found = interpreter.environment.members[ObjectIdentifier(decl)]?.observers[overridable.name] {
                observers.append((found.willSet?.code, found.didSet?.code))
            }
            current = decl.superclass
            hops += 1
        }
        return observers
    }

    private static func field(_ owner: Value, _ index: Int, line: Int) throws -> Value {
        switch owner.unboxed {
        case .structValue(_, let fields) where index < fields.count: return fields[index]
        case .object(let instance) where index < instance.fields.count: return instance.fields[index]
        default: throw RuntimeError("value has no stored properties", line: line)
        }
    }

    private static func replacing(_ owner: Value, _ index: Int, with value: Value, line: Int) throws -> Value {
        switch owner.unboxed {
        case .structValue(let decl, var fields) where index < fields.count:
            fields[index] = value
            return .structValue(decl, fields)
        case .object(let instance) where index < instance.fields.count:
            instance.fields[index] = value
            return owner
        default: throw RuntimeError("value has no stored properties", line: line)
        }
    }
}

/// A field of the class instance an expression gives (`makeNode().value = 3`).
final class InstanceFieldPlace: Place {
    let base: Expression
    let index: Int

    init(base: Expression, index: Int, line: Int) {
        self.base = base
        self.index = index
        super.init(line: line)
    }

    override var hasOperands: Bool { !(base is Constant) }

    override func resolved(_ frame: Frame, _ interpreter: Interpreter) throws -> Place {
        InstanceFieldPlace(base: Constant(try base.evaluate(frame, interpreter), line: line), index: index, line: line)
    }

    override func modify(_ frame: Frame, _ interpreter: Interpreter, _ body: (inout Value) throws -> Void) throws {
        guard case .object(let instance) = try base.evaluate(frame, interpreter).unboxed,
              index < instance.fields.count else {
            throw RuntimeError("value has no stored properties", line: line)
        }
        try instance.modifyField(index, line: line, body)
    }
}

/// An element of the collection in `base`, at the position `index` evaluates to: what an
/// array's, a slice's and a generic collection's element places share.
class IndexedPlace: Place {
    let base: Place
    let index: Expression

    required init(base: Place, index: Expression, line: Int) {
        self.base = base
        self.index = index
        super.init(line: line)
    }

    override var isStorage: Bool { base.isStorage }

    override var hasOperands: Bool { true }

    override func resolved(_ frame: Frame, _ interpreter: Interpreter) throws -> Place {
        let base = try self.base.resolved(frame, interpreter)
        return Self(base: base, index: Constant(try index.evaluate(frame, interpreter), line: line), line: line)
    }

    /// Runs `body` on the element at `position`, the index already evaluated.
    func modify(at position: Int, _ frame: Frame, _ interpreter: Interpreter, _ body: (inout Value) throws -> Void) throws {
        throw RuntimeError("cannot assign here", line: line)
    }

    override func modify(_ frame: Frame, _ interpreter: Interpreter, _ body: (inout Value) throws -> Void) throws {
        try modify(at: try index.evaluateInt(frame, interpreter), frame, interpreter, body)
    }
}

/// `array[index]`, bounds-checked as Swift traps.
final class ArrayElementPlace: IndexedPlace {
    override func modify(at position: Int, _ frame: Frame, _ interpreter: Interpreter,
                         _ body: (inout Value) throws -> Void) throws {
        try base.modify(frame, interpreter) { value in try Self.modifyElement(of: &value, at: position, line: line, body) }
    }

    /// The index is evaluated before the access begins; the access is to the whole array (and
    /// to the variable holding it), as Swift's subscript accesses it.
    override func access(_ frame: Frame, _ interpreter: Interpreter, _ body: (inout Value) throws -> Void) throws {
        guard isStorage else { return try super.access(frame, interpreter, body) }
        let position = try index.evaluateInt(frame, interpreter)
        try base.access(frame, interpreter) { value in try Self.modifyElement(of: &value, at: position, line: line, body) }
    }

    /// Runs `body` on element `position` of `value`, an array.
    static func modifyElement(of value: inout Value, at position: Int, line: Int, _ body: (inout Value) throws -> Void) throws {
        guard case .array(var elements) = value else { throw RuntimeError("value is not an array", line: line) }
        guard position >= 0, position < elements.count else { throw RuntimeError("Index out of range", line: line) }
        value = .void
        defer { value = .array(elements) }
        try modify(&elements, at: position, line: line, body)
    }

    /// Runs `body` on `elements[position]` (an index already checked), of an array or a slice.
    static func modify(_ elements: inout [Value], at position: Int, line: Int, _ body: (inout Value) throws -> Void) throws {
        let buffer = elements.withUnsafeBufferPointer { $0.baseAddress }
        try body(&elements[position])
        if elements.withUnsafeBufferPointer({ $0.baseAddress }) != buffer {
            // The write made a shared array unique, a copy of every element: counted against
            // the memory budget, so a thousand rows made unique one by one stop in time.
            try Interpreter.reserve(Interpreter.bytes(ofValues: elements.count),
                                    for: "copying an array of \(elements.count) elements", line: line)
        }
    }
}

/// `dictionary[key]`: reading gives an optional, writing nil removes the entry; with `default:`
/// a missing key reads as the default and writing stores it.
final class DictionaryEntryPlace: Place {
    let base: Place
    let key: Expression
    let defaultValue: Expression?
    /// Whether `default:` runs the program's code, which swiftc runs inside the access to the
    /// dictionary (`modify`).
    private let defaultRunsCode: Bool

    init(base: Place, key: Expression, defaultValue: Expression?, line: Int) {
        self.base = base
        self.key = key
        self.defaultValue = defaultValue
        defaultRunsCode = defaultValue.map { !($0 is Constant) } ?? false
        super.init(line: line)
    }

    override var hasOperands: Bool { true }

    /// The key is evaluated now; `default:` stays an autoclosure, evaluated only for a missing key.
    override func resolved(_ frame: Frame, _ interpreter: Interpreter) throws -> Place {
        let base = try self.base.resolved(frame, interpreter)
        return DictionaryEntryPlace(base: base, key: Constant(try key.evaluate(frame, interpreter), line: line),
                                    defaultValue: defaultValue, line: line)
    }

    /// Assigning stores the value: the `default:` is not evaluated, as swiftc's setter does not
    /// call its autoclosure.
    override func set(_ value: consuming Value, _ frame: Frame, _ interpreter: Interpreter) throws {
        let keyValue = try key.evaluate(frame, interpreter)
        let newValue = stored(value)
        try base.modify(frame, interpreter) { value in
            guard case .dictionary(var entries) = value else { throw RuntimeError("value is not a dictionary", line: line) }
            value = .void
            defer { value = .dictionary(entries) }
            entries.modify { $0[keyValue] = newValue }
        }
    }

    /// What assigning `value` leaves in the entry: without `default:` the place is an optional of
    /// the dictionary's value, whose nil removes the key and whose present value is stored
    /// unwrapped (`d["k"] = .some(nil)` of a `[String: Int?]` stores nil); with `default:` it is
    /// the value itself.
    private func stored(_ value: Value) -> Value? {
        guard defaultValue == nil else { return value }
        if case .null = value { return nil }
        return value.unwrappedOptional
    }

    override func modify(_ frame: Frame, _ interpreter: Interpreter, _ body: (inout Value) throws -> Void) throws {
        let keyValue = try key.evaluate(frame, interpreter)
        let defaultValue = defaultValue
        let line = line
        func change(_ value: inout Value) throws {
            guard case .dictionary(var entries) = value else { throw RuntimeError("value is not a dictionary", line: line) }
            value = .void
            defer { value = .dictionary(entries) }
            // The `default:` is an autoclosure, evaluated only for a missing key.
            var entry: Value
            if let defaultValue {
                entry = try entries.contents[keyValue] ?? defaultValue.evaluate(frame, interpreter)
            } else {
                entry = entries.contents[keyValue].map(Value.wrapping) ?? .null
            }
            try body(&entry)
            let changed = stored(entry)
            entries.modify { $0[keyValue] = changed }
        }
        // swiftc runs the `default:` inside the access to the dictionary's variable: reaching the
        // variable from it is the exclusivity trap, which `access` marks (`modify` leaves it empty).
        if defaultRunsCode {
            try base.access(frame, interpreter, change)
        } else {
            try base.modify(frame, interpreter, change)
        }
    }
}

/// An `inout` parameter or a value passed `&x`, read through a temporary: Swift's copy-in
/// copy-out, which this evaluator does by moving the value into the callee's frame and back.
final class ExpressionPlace: Place {
    let expression: Expression

    init(_ expression: Expression, line: Int) {
        self.expression = expression
        super.init(line: line)
    }

    override func get(_ frame: Frame, _ interpreter: Interpreter) throws -> Value {
        try expression.evaluate(frame, interpreter)
    }

    override func modify(_ frame: Frame, _ interpreter: Interpreter, _ body: (inout Value) throws -> Void) throws {
        var value = try expression.evaluate(frame, interpreter)
        try body(&value)
    }
}

/// A static stored property with `willSet`/`didSet`: a change runs them around the store, each
/// as a static method taking the new or old value.
final class StaticObservedPlace: Place {
    let storage: Place
    let willSet: FunctionCode?
    let didSet: FunctionCode?
    /// For a variable local to a function: how far out its observers' declaring frame is.
    let capturedHops: Int?

    init(storage: Place, willSet: FunctionCode?, didSet: FunctionCode?, capturedHops: Int? = nil, line: Int) {
        self.storage = storage
        self.willSet = willSet
        self.didSet = didSet
        self.capturedHops = capturedHops
        super.init(line: line)
    }

    /// A read (an `inout` argument's copy-in, the base of `x.field = …`) runs no observers.
    override func get(_ frame: Frame, _ interpreter: Interpreter) throws -> Value {
        try storage.get(frame, interpreter)
    }

    override func modify(_ frame: Frame, _ interpreter: Interpreter, _ body: (inout Value) throws -> Void) throws {
        let old = try storage.get(frame, interpreter)
        var new = old
        try body(&new)
        let captured = capturedHops.map { frame.ancestor($0) }
        if let willSet { _ = try interpreter.invoke(willSet, captured: captured, arguments: [new], selfValue: nil, line: line) }
        try storage.set(new, frame, interpreter)
        if let didSet { _ = try interpreter.invoke(didSet, captured: captured, arguments: [old], selfValue: nil, line: line) }
    }
}

/// `x` of a local `@State var x: T` declared without a value: the first assignment makes the
/// storage from the value (`_x = State<T>(wrappedValue: v)`, by `make`, which reads `firstValue`),
/// later ones set its wrapped value, as swiftc's definite initialisation decides.
final class FirstAssignmentPlace: Place {
    let storage: Place
    let firstValue: Place
    let make: Expression
    let wrapped: Place

    init(storage: Place, firstValue: Place, make: Expression, wrapped: Place, line: Int) {
        self.storage = storage
        self.firstValue = firstValue
        self.make = make
        self.wrapped = wrapped
        super.init(line: line)
    }

    override func get(_ frame: Frame, _ interpreter: Interpreter) throws -> Value {
        try wrapped.get(frame, interpreter)
    }

    override func set(_ value: consuming Value, _ frame: Frame, _ interpreter: Interpreter) throws {
        // A storage declared without a value holds the placeholder `()` until its first assignment.
        guard case .void = try storage.get(frame, interpreter) else {
            try wrapped.set(value, frame, interpreter)
            return
        }
        try firstValue.set(value, frame, interpreter)
        try storage.set(try make.evaluate(frame, interpreter), frame, interpreter)
        try firstValue.set(.void, frame, interpreter)
    }

    override func modify(_ frame: Frame, _ interpreter: Interpreter, _ body: (inout Value) throws -> Void) throws {
        try wrapped.modify(frame, interpreter, body)
    }
}
