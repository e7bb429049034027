/// A value at run time. Numbers, booleans and strings are held unboxed in the enum; structs,
/// enums, tuples and collections hold Swift arrays and dictionaries, whose copy-on-write gives
/// Swift's value semantics for free; only class instances are references (`Instance`).
///
/// Optionals are flattened: a non-nil `Int?` holds its `Int` and nil is `.null`; the checker's
/// types say where a value is optional, which is all printing and unwrapping need. Only a
/// present optional holding an inner optional's nil is boxed (`.some`). Where the static type
/// is lost (`Any`, a generic parameter), the value is boxed with its type (`.boxed`), which
/// dynamic casts and an optional's conditional conformance read.
public enum Value {
    case int(Int)
    case double(Double)
    case float(Float)
    case bool(Bool)
    case string(String)
    /// A `Substring` that does not begin at its base's start: its characters and the index of the
    /// first in the string it was cut from (`s.dropFirst(2).startIndex` is `s`'s third position).
    /// A Substring cut from a base's start is held as `.string`. Boxed, so a Value stays 25 bytes.
    indirect case substring(String, startIndex: Int)
    case character(Character)
    case void
    /// `nil` of any optional type.
    case null
    case array([Value])
    /// An `ArraySlice`: its elements and the index of the first in the array it was cut from
    /// (`xs[2...].startIndex == 2`).
    case slice([Value], startIndex: Int)
    /// A dictionary, in a box whose sharing can be asked (`CollectionBox`); made from Swift's
    /// dictionary by `Value.dictionary(_:)`.
    case dictionary(CollectionBox<[Value: Value]>)
    /// A set, in a box whose sharing can be asked (`CollectionBox`); made from Swift's set by
    /// `Value.set(_:)`.
    case set(CollectionBox<Set<Value>>)
    case tuple([Value])
    /// A struct value: its declaration and stored properties in declaration order.
    case structValue(NominalDecl, [Value])
    /// An enum value: its declaration, the case's index, and the associated values. Boxed, so
    /// that copying one counts one reference (the box), not two (the declaration and the array).
    indirect case enumValue(NominalDecl, Int, [Value])
    /// A class instance, shared by reference.
    case object(Instance)
    /// A function or closure.
    case function(Closure)
    /// `lower..<upper` or `lower...upper`.
    indirect case range(Value, Value, closed: Bool)
    /// A type used as a value (`Point.self`, `Int.self`).
    case metatype(SwiftType)
    /// A value in an existential (`Any`, `any P`), with the dynamic type printing and casts need.
    indirect case boxed(Value, SwiftType)
    /// A present optional whose value is itself an optional's nil (`Int??` holding `.some(nil)`)
    /// or such a present optional (`Int???` holding `.some(.some(nil))`); every other present
    /// optional is its value.
    indirect case some(Value)
    /// What a `weak` or `unowned` variable or stored property holds: a reference that does not
    /// keep its instance alive. Only storage holds one; reading it gives the instance or nil
    /// (`WeakRead`, `WeakPlace`).
    case weakReference(WeakReference)
    /// What a variable holds while its value is moved out for an `inout` access (an argument
    /// passed `&x`, the `self` of a mutating method): the callee holds the only copy until the
    /// access ends. Reading or changing the variable meanwhile is Swift's exclusivity trap
    /// (`Frame.exclusivityConflict`), never a value.
    case exclusiveAccess

    /// A dictionary value holding `entries`, in a box of its own.
    static func dictionary(_ entries: [Value: Value]) -> Value {
        .dictionary(CollectionBox(entries))
    }

    /// A set value holding `members`, in a box of its own.
    static func set(_ members: Set<Value>) -> Value {
        .set(CollectionBox(members))
    }

    /// `value` as the payload of an optional: nil payloads, and present ones holding nil, are
    /// wrapped so that they stay present at their level (`Int???` holding `.some(.some(nil))` is
    /// `.some(.some(.null))`).
    static func wrapping(_ value: Value) -> Value {
        switch value {
        case .null, .some: return .some(value)
        default: return value
        }
    }

    /// The payload of a present optional (unwrapping `.some`).
    var unwrappedOptional: Value {
        if case .some(let inner) = self { return inner }
        return self
    }

    /// The `Int` payload, or nil.
    @inline(__always) public var intValue: Int? {
        if case .int(let value) = self { return value }
        return nil
    }

    /// The floating-point payload (Double, CGFloat or Float), or nil.
    @inline(__always) public var doubleValue: Double? {
        switch self {
        case .double(let value): return value
        case .float(let value): return Double(value)
        default: return nil
        }
    }

    /// The `Bool` payload, or nil.
    @inline(__always) public var boolValue: Bool? {
        if case .bool(let value) = self { return value }
        return nil
    }

    /// The elements of an array or an `ArraySlice`, or nil.
    var arrayElements: [Value]? {
        switch self {
        case .array(let elements), .slice(let elements, _): return elements
        default: return nil
        }
    }

    /// The text of a String or Substring, or nil.
    public var stringValue: String? {
        switch self {
        case .string(let value), .substring(let value, _): return value
        default: return nil
        }
    }

    /// A Substring's value: its text and the index of its first character in its base's.
    static func substring(_ text: String, from start: Int) -> Value {
        start == 0 ? .string(text) : .substring(text, startIndex: start)
    }

    /// The index of a String's or Substring's first character in its base: 0 for a String.
    var textStart: Int {
        if case .substring(_, let start) = self { return start }
        return 0
    }

    /// Stored property `index` of a struct, tuple element, associated value of an enum case or
    /// stored property of a class instance; nil if there is none.
    func field(_ index: Int) -> Value? {
        // One case per kind: a case with several patterns binding one name copies the array.
        switch self {
        case .structValue(_, let fields):
            return index >= 0 && index < fields.count ? fields[index] : nil
        case .tuple(let elements):
            return index >= 0 && index < elements.count ? elements[index] : nil
        case .enumValue(_, _, let payload):
            return index >= 0 && index < payload.count ? payload[index] : nil
        case .object(let instance):
            // A property in an `inout` access has no value to read (`fieldIsInAccess`).
            guard index >= 0, index < instance.fields.count, !instance.isInAccess(index) else { return nil }
            return instance.fields[index]
        case .boxed(let inner, _):
            return inner.unboxed.field(index)
        default:
            return nil
        }
    }

    /// Whether the value is a class instance whose stored property `index` is in an `inout`
    /// access (`Instance.accessField`), which a read must not see.
    func fieldIsInAccess(_ index: Int) -> Bool {
        guard case .object(let instance) = unboxed else { return false }
        return instance.isInAccess(index)
    }

    /// The value inside an existential box, or the value itself.
    public var unboxed: Value {
        var value = self
        var depth = 0
        while case .boxed(let inner, _) = value, depth < 64 {
            value = inner
            depth += 1
        }
        return value
    }
}

/// A class instance: its dynamic class and its stored properties (the superclass's first).
public final class Instance {
    public let decl: NominalDecl
    public var fields: [Value]
    /// Whether this stands in for an instance that died (`DeinitQueue`): its deinit is running
    /// or ran, so it is not buried again.
    let isRemains: Bool

    public init(decl: NominalDecl, fields: [Value]) {
        self.decl = decl
        self.fields = fields
        isRemains = false
    }

    /// The stand-in for a dead instance of `decl` whose fields were moved out into `fields`.
    init(remainsOf decl: NominalDecl, fields: consuming [Value]) {
        self.decl = decl
        self.fields = fields
        isRemains = true
    }

    /// The last strong reference went: on the evaluator's thread, the class and fields go to
    /// its `DeinitQueue` when there is a deinit to run or fields that may hold further values
    /// (freed here, a linked list would recurse as deep as it is long).
    deinit {
        guard !isRemains, let queue = DeinitQueue.current, queue.accepting,
              decl.runsDeinit || fields.contains(where: \.canNest) else { return }
        var taken: [Value] = []
        swap(&taken, &fields)
        queue.bury(decl, taken)
    }

    /// Runs `body` on stored property `index`, moved out of `fields` and back, so that code the
    /// body runs may read the instance (seeing the property empty) without overlapping access.
    /// A property in an `inout` access (`accessField`) is Swift's exclusivity trap.
    func modifyField(_ index: Int, line: Int, _ body: (inout Value) throws -> Void) throws {
        try change(index, leaving: .void, line: line, body)
    }

    /// Runs `body`, which may run the program's code, on stored property `index` during an
    /// `inout` access: the property holds `.exclusiveAccess` meanwhile, so that another access
    /// to it is the exclusivity trap, while the instance's other properties stay free (Swift
    /// checks a class's stored properties one by one).
    func accessField(_ index: Int, line: Int, _ body: (inout Value) throws -> Void) throws {
        try change(index, leaving: .exclusiveAccess, line: line, body)
    }

    /// Whether stored property `index` is in an `inout` access (`accessField`).
    func isInAccess(_ index: Int) -> Bool {
        guard index >= 0, index < fields.count, case .exclusiveAccess = fields[index] else { return false }
        return true
    }

    private func change(_ index: Int, leaving placeholder: Value, line: Int, _ body: (inout Value) throws -> Void) throws {
        guard index >= 0, index < fields.count else { throw RuntimeError("no such field", line: line) }
        if case .exclusiveAccess = fields[index] { throw Frame.exclusivityConflict(line) }
        var value = placeholder
        swap(&value, &fields[index])
        defer { if index < fields.count { fields[index] = value } }
        try body(&value)
    }
}
