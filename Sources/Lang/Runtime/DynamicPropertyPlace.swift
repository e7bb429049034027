/// A property a protocol requires `{ get set }`, assigned or mutated through a value whose static
/// type is only the protocol (`self` in a protocol extension's `mutating func`, an `any P`
/// variable, an `inout T` with `T: P`): the dynamic type's stored property, or its computed
/// property's getter and setter, found by name as `DynamicGet` finds them for a read.
final class DynamicPropertyPlace: Place {
    let base: Place
    let name: String

    init(base: Place, name: String, line: Int) {
        self.base = base
        self.name = name
        super.init(line: line)
    }

    override var hasOperands: Bool { base.hasOperands }

    override func resolved(_ frame: Frame, _ interpreter: Interpreter) throws -> Place {
        guard base.hasOperands else { return self }
        return DynamicPropertyPlace(base: try base.resolved(frame, interpreter), name: name, line: line)
    }

    override func get(_ frame: Frame, _ interpreter: Interpreter) throws -> Value {
        let receiver = try base.get(frame, interpreter)
        return try DynamicGet(Constant(receiver, line: line), name: name, line: line).evaluate(frame, interpreter)
    }

    override func modify(_ frame: Frame, _ interpreter: Interpreter, _ body: (inout Value) throws -> Void) throws {
        let receiver = try base.get(frame, interpreter)
        let value = receiver.unboxed
        guard let decl = value.nominalDecl else { throw RuntimeError("value has no member '\(name)'", line: line) }
        switch member(of: decl, interpreter.environment) {
        case .field(let index)?:
            if case .object(let instance) = value {
                try instance.modifyField(index, line: line, body)
                return
            }
            guard case .structValue(let type, var fields) = value, index < fields.count else {
                throw RuntimeError("value has no stored properties", line: line)
            }
            try body(&fields[index])
            try base.set(Self.reboxed(.structValue(type, fields), like: receiver), frame, interpreter)
        case .computed(let getter, let setter)?:
            var current = try interpreter.invoke(getter, captured: nil, arguments: [], selfValue: value, line: line).0
            try body(&current)
            let (_, callee) = try interpreter.invoke(setter, captured: nil, arguments: [current], selfValue: value, line: line)
            if callee.holds(0) {
                try base.set(Self.reboxed(try callee.take(0, line: line), like: receiver), frame, interpreter)
            }
        case nil:
            throw RuntimeError("cannot assign to property: '\(name)' is a get-only property", line: line)
        }
    }

    /// Where the dynamic type keeps the property.
    private enum Member {
        case field(Int)
        case computed(getter: FunctionCode, setter: FunctionCode)
    }

    /// The property `name` of `decl` or a superclass: a stored field, or a computed property
    /// with a setter.
    private func member(of decl: NominalDecl, _ environment: Environment) -> Member? {
        var current: NominalDecl? = decl
        var hops = 0
        while let type = current, hops < 100 {
            let table = environment.members[ObjectIdentifier(type)]
            if let index = table?.fields[name] { return .field(index) }
            if let computed = table?.computed[name], let setter = computed.setter, !setter.code.isRequirement {
                return .computed(getter: computed.getter.code, setter: setter.code)
            }
            current = type.superclass
            hops += 1
        }
        return nil
    }

    /// `value` boxed as `original` was (an existential's value keeps its box).
    private static func reboxed(_ value: Value, like original: Value) -> Value {
        if case .boxed(_, let type) = original { return .boxed(value, type) }
        return value
    }
}
