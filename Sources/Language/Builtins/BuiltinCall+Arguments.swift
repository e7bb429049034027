import Canvas
import Geometry

/// Typed access to a builtin's arguments, with messages that name the argument.
extension BuiltinCall {
    var i: Interpreter { interpreter }

    func number(_ index: Int, _ what: String = "value") throws -> Double {
        try interpreter.requireNumber(try value(index), what)
    }

    /// A number that must be finite (not NaN or infinite), such as a colour component.
    func finiteNumber(_ index: Int, _ what: String) throws -> Double {
        let x = try number(index, what)
        guard x.isFinite else { throw fail("'\(what)' must be a finite number, got \(NumberFormat.text(x))") }
        return x
    }

    func optionalFiniteNumber(_ index: Int, _ what: String) throws -> Double? {
        has(index) ? try finiteNumber(index, what) : nil
    }

    func optionalNumber(_ index: Int, _ what: String = "value") throws -> Double? {
        has(index) ? try number(index, what) : nil
    }

    func point(_ index: Int) throws -> Point { try interpreter.requirePoint(try value(index)) }
    func size(_ index: Int) throws -> Size { try interpreter.requireSize(try value(index)) }
    func rect(_ index: Int) throws -> Rect { try interpreter.requireRect(try value(index)) }
    func angle(_ index: Int) throws -> Angle { try interpreter.requireAngle(try value(index)) }
    func transform(_ index: Int) throws -> Transform { try interpreter.requireTransform(try value(index)) }
    func bool(_ index: Int, _ what: String = "value") throws -> Bool { try interpreter.requireBool(try value(index), what) }
    func string(_ index: Int, _ what: String = "value") throws -> String { try interpreter.requireString(try value(index), what) }
    func style(_ index: Int) throws -> ShapeStyle { try interpreter.requireStyle(try value(index)) }
    func symbol(_ index: Int, _ domain: String) throws -> String { try interpreter.requireSymbol(try value(index), in: domain) }
    func insets(_ index: Int) throws -> EdgeInsets { try interpreter.requireInsets(try value(index)) }
    func points(_ index: Int) throws -> [Point] { try interpreter.requirePoints(try value(index)) }
    func shape(_ index: Int) throws -> AnyShape { try interpreter.shapeValue(try value(index)) }
    func view(_ index: Int) throws -> View { try interpreter.requireView(try value(index)) }

    /// The elements of a sequence argument.
    func sequence(_ index: Int) throws -> [Value] { try interpreter.elements(of: try value(index), at: location) }

    /// The receiver as a Path, for Path methods.
    func receiverPath() throws -> Path {
        guard case .path(let path) = receiver else { throw fail("expected a Path, got \(interpreter.describeForError(receiver))") }
        return path
    }

    /// Changes the receiving Path in place (it is moved out first, so appending does not copy it).
    func mutatePath(_ body: (inout Path) throws -> Void) throws -> Value {
        var path = try receiverPath()
        receiver = .null
        defer { receiver = .path(path) }
        let capacity = path.elements.capacity
        try body(&path)
        if path.elements.capacity > capacity {
            // Charged after the fact (the growth is a doubling at most); a doubling loop is
            // refused at the step that passes the limit.
            let bytes = (path.elements.capacity - capacity).multipliedReportingOverflow(by: MemoryLayout<PathElement>.stride)
            try interpreter.reserve(bytes.overflow ? Int.max : bytes.partialValue,
                                    for: "growing a path of \(path.elements.count) elements")
        }
        return .void
    }

    /// The receiver as a shape (a builtin shape, a Path, a user Shape).
    func receiverShape() throws -> AnyShape { try interpreter.shapeValue(receiver) }

    /// The receiver as a view.
    func receiverView() throws -> View { try interpreter.requireView(receiver) }

    /// Runs a closure argument as a result builder, returning the views it lists.
    func builderViews(_ index: Int) throws -> [View] {
        guard has(index) else { return [] }
        let result = try interpreter.callValue(try value(index), [], isBuilder: true)
        return try interpreter.flattenViews(result)
    }

    /// Calls a function argument with positional arguments.
    func callFunction(_ index: Int, _ arguments: [Value]) throws -> Value {
        try interpreter.callValue(try value(index), arguments)
    }
}

extension Interpreter {
    /// The views a builder produced, with groups kept as groups.
    func flattenViews(_ value: Value) throws -> [View] {
        if case .view(let v) = value, case .group(let nodes) = v.view { return nodes }
        if case .tuple(let items, _) = value, items.isEmpty { return [] }
        return [try requireView(value)]
    }
}
