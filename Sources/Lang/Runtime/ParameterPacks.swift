/// Parameter packs at run time (SE-0393): a value pack is held as a `.tuple` of its elements; a
/// `repeat` pattern runs once for each element, with `each x` reading the element it is at.

/// `each x`: the element of the value pack `pack` that the running `repeat` is at.
final class PackElement: Expression {
    let pack: Expression

    init(_ pack: Expression, line: Int) {
        self.pack = pack
        super.init(line: line)
    }

    override func evaluate(_ frame: Frame, _ interpreter: Interpreter) throws -> Value {
        let elements = try PackExpansion.elements(of: pack.evaluate(frame, interpreter), line: line)
        guard elements.indices.contains(interpreter.packIndex) else {
            throw RuntimeError("pack element read outside its expansion", line: line)
        }
        return elements[interpreter.packIndex]
    }
}

/// `repeat pattern`: the pattern evaluated once for each element of the packs it references,
/// giving the pack of its values (a `.tuple`). Each element's type parameters are the witnesses
/// of its run, so that a pattern printing `each x` prints it as its own type.
final class PackExpansion: Expression {
    let pattern: Expression
    /// The value packs `each` reads in the pattern; they have one shape, the first gives the count.
    let packs: [Expression]
    /// The type parameter packs the pattern names, whose element types are pushed per element.
    let parameters: [TypeParameter]

    init(_ pattern: Expression, packs: [Expression], parameters: [TypeParameter], line: Int) {
        self.pattern = pattern
        self.packs = packs
        self.parameters = parameters
        super.init(line: line)
    }

    override func evaluate(_ frame: Frame, _ interpreter: Interpreter) throws -> Value {
        var values: [Value] = []
        try forEachElement(frame, interpreter) { value in
            values.append(value)
            return true
        }
        return .tuple(values)
    }

    /// Evaluates the pattern for each element in order, handing each value to `body` until it
    /// returns false (a `for … in repeat` loop left early).
    func forEachElement(_ frame: Frame, _ interpreter: Interpreter, _ body: (Value) throws -> Bool) throws {
        guard let first = packs.first else { return }
        let count = try PackExpansion.elements(of: first.evaluate(frame, interpreter), line: line).count
        let witnesses = parameters.map { parameter -> (TypeParameter, [SwiftType]?) in
            guard case .pack(let types)? = interpreter.witness(for: parameter).map(PackExpansion.flattened) else { return (parameter, nil) }
            return (parameter, types)
        }
        let saved = interpreter.packIndex
        defer { interpreter.packIndex = saved }
        for index in 0..<count {
            try interpreter.iterationStep(line: line)
            var element: [TypeParameter: SwiftType] = [:]
            for (parameter, types) in witnesses {
                if let types, types.indices.contains(index) { element[parameter.witnessKey] = types[index] }
            }
            interpreter.packIndex = index
            let value = try interpreter.withWitnesses(element.isEmpty ? nil : element) { try pattern.evaluate(frame, interpreter) }
            guard try body(value) else { return }
        }
    }

    /// The elements of a value pack.
    static func elements(of value: Value, line: Int) throws -> [Value] {
        guard case .tuple(let elements) = value else { throw RuntimeError("value pack is not a pack", line: line) }
        return elements
    }

    /// A pack type with every forwarded element that is itself a known pack (`repeat Pack{Int}`)
    /// spliced in.
    static func flattened(_ type: SwiftType) -> SwiftType {
        guard case .pack(let elements) = type else { return type }
        return .pack(elements.flatMap { element -> [SwiftType] in
            if case .packExpansion(let inner) = element, case .pack(let spliced) = flattened(inner) { return spliced }
            return [element]
        })
    }
}

/// A tuple (or a pack argument) with `repeat` elements: each spliced in as the values of its
/// elements. A tuple of one unlabelled value is that value, and of none `()`, as Swift's
/// `(repeat each x)` is.
final class PackTuple: Expression {
    /// The elements, each with whether it is a `repeat` pattern whose values are spliced.
    let elements: [(node: Expression, expands: Bool)]
    /// Whether this is a pack argument (always a `.tuple`, whatever its count).
    let isPack: Bool

    init(_ elements: [(node: Expression, expands: Bool)], isPack: Bool, line: Int) {
        self.elements = elements
        self.isPack = isPack
        super.init(line: line)
    }

    override func evaluate(_ frame: Frame, _ interpreter: Interpreter) throws -> Value {
        var values: [Value] = []
        for (element, expands) in elements {
            let value = try element.evaluate(frame, interpreter)
            if expands { values += try PackExpansion.elements(of: value, line: line) } else { values.append(value) }
        }
        if isPack { return .tuple(values) }
        if values.isEmpty { return .void }
        return values.count == 1 ? values[0] : .tuple(values)
    }
}
