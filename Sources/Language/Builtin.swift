/// One parameter of a builtin: `label name: Type = default`.
struct BuiltinParameter {
    var label: String?
    var type: String
    /// The default's spelling, or nil when the argument is required.
    var defaultValue: String?
    /// Takes all remaining unlabelled arguments (`min(_:_:…)`, `print(_:…)`).
    var isVariadic = false

    init(_ label: String?, _ type: String, default defaultValue: String? = nil, variadic: Bool = false) {
        self.label = label
        self.type = type
        self.defaultValue = defaultValue
        self.isVariadic = variadic
    }

    var isOptional: Bool { defaultValue != nil || isVariadic }

    var spelled: String {
        let head = label.map { "\($0): " } ?? "_ "
        let tail = defaultValue.map { " = \($0)" } ?? (isVariadic ? "..." : "")
        return head + type + tail
    }
}

/// One way of calling a builtin, with the code that runs it.
struct BuiltinOverload {
    var parameters: [BuiltinParameter]
    var returns: String
    var run: (BuiltinCall) throws -> Value

    init(_ parameters: [BuiltinParameter], returns: String, _ run: @escaping (BuiltinCall) throws -> Value) {
        self.parameters = parameters
        self.returns = returns
        self.run = run
    }

    /// `(label: Type, …) -> Returns`.
    func signature(named name: String) -> String {
        "\(name)(" + parameters.map(\.spelled).joined(separator: ", ") + ")" + (returns.isEmpty ? "" : " -> \(returns)")
    }
}

/// A builtin function, method, initializer or property, with its documentation.
///
/// The table of builtins is the one source of their documentation: completion, inspection and
/// docs/reference.md are all generated from it.
final class Builtin {
    let name: String
    let doc: String
    var overloads: [BuiltinOverload]
    /// A property (`rect.midX`, `Double.pi`): read without parentheses.
    let isProperty: Bool
    /// A mutating method (`path.move(to:)`, `array.append(_:)`): writes its receiver back.
    let isMutating: Bool
    /// For a builtin whose first overload takes one unlabelled number and computes a number
    /// from it alone (`sin`, `sqrt`, `Double(_:)`): that function, so that compiled calls with
    /// a number skip overload matching. Other arguments still go through the overloads.
    /// A C function pointer: calling it costs no reference counting.
    var numeric: (@convention(c) (Double) -> Double)?
    /// For a property that always has the same value (`Double.pi`): that value.
    var constant: Value?
    /// Where it belongs, for the reference: `CGRect`, `Path`, `global` …
    var owner: String = ""

    init(_ name: String, doc: String, isProperty: Bool = false, isMutating: Bool = false, overloads: [BuiltinOverload]) {
        self.name = name
        self.doc = doc
        self.isProperty = isProperty
        self.isMutating = isMutating
        self.overloads = overloads
    }

    /// Every overload's signature, one per line.
    var signatures: [String] {
        if isProperty { return ["\(name): \(overloads.first?.returns ?? "")"] }
        return overloads.map { $0.signature(named: name) }
    }

    /// `name(label:label:)` for the first overload, as completion shows it.
    var shortSignature: String {
        signatures.first ?? name
    }
}

/// The arguments of one builtin call, matched to the chosen overload's parameters.
final class BuiltinCall {
    let interpreter: Interpreter
    /// The value the method was called on; a mutating builtin replaces it.
    var receiver: Value
    let arguments: [Value?]
    let location: SourceLocation?
    let name: String

    init(interpreter: Interpreter, receiver: Value, arguments: [Value?], location: SourceLocation?, name: String) {
        self.interpreter = interpreter
        self.receiver = receiver
        self.arguments = arguments
        self.location = location
        self.name = name
    }

    /// The argument at `index`, which must be present (it has no default).
    func value(_ index: Int) throws -> Value {
        guard index < arguments.count, let value = arguments[index] else {
            throw fail("\(name) is missing an argument")
        }
        return value
    }

    func has(_ index: Int) -> Bool {
        guard index < arguments.count, let value = arguments[index] else { return false }
        if case .null = value { return false }
        return true
    }
}
