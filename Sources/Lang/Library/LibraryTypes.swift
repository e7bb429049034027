import Geometry

/// The prelude's declarations of the types native code reads and makes (`CGPoint`, `CGRect`,
/// `Path` …), found once when a native body is bound, so that a later cell declaring its own
/// `CGPoint` does not change what the library's functions return.
///
/// The conversions between those values and Geometry's types live here: a `CGPoint` is a struct
/// value of two numbers, a `Path` a struct holding its elements as `_PathElement` enum values.
struct LibraryTypes {
    let point: NominalDecl
    let size: NominalDecl
    let rect: NominalDecl
    let path: NominalDecl
    let pathElement: NominalDecl
    let angle: NominalDecl
    let transform: NominalDecl
    let color: NominalDecl
    /// Every type the prelude declares, by name: the bridge recognises the library's own views
    /// and shapes by identity, so a program's `Star` is drawn through its own `path(in:)`.
    let declarations: [String: NominalDecl]

    /// The library's types among `names` (the prelude's top level); nil when it lacks them.
    init?(names: [String: Symbol]) {
        var declarations: [String: NominalDecl] = [:]
        for (name, symbol) in names {
            if case .type(.nominal(let decl, _)) = symbol { declarations[name] = decl }
        }
        guard let point = declarations["CGPoint"], let size = declarations["CGSize"], let rect = declarations["CGRect"],
              let path = declarations["Path"], let pathElement = declarations["_PathElement"],
              let angle = declarations["Angle"], let transform = declarations["CGAffineTransform"],
              let color = declarations["Color"] else { return nil }
        self.point = point
        self.size = size
        self.rect = rect
        self.path = path
        self.pathElement = pathElement
        self.angle = angle
        self.transform = transform
        self.color = color
        self.declarations = declarations
    }

    /// The library's name for `decl` when it is the prelude's own type, else nil.
    func libraryName(of decl: NominalDecl) -> String? {
        declarations[decl.name] === decl ? decl.name : nil
    }

    // MARK: - Reading values

    /// A number of any floating-point or integer type.
    func number(_ value: Value, line: Int) throws -> Double {
        switch value.unboxed {
        case .double(let number): return number
        case .float(let number): return Double(number)
        case .int(let number): return Double(number)
        default: throw RuntimeError("expected a number", line: line)
        }
    }

    /// The stored properties of a struct value.
    func fields(_ value: Value, count: Int, line: Int) throws -> [Value] {
        guard case .structValue(_, let fields) = value.unboxed, fields.count >= count else {
            throw RuntimeError("expected a value of a drawing type", line: line)
        }
        return fields
    }

    func point(_ value: Value, line: Int) throws -> Point {
        let fields = try fields(value, count: 2, line: line)
        return Point(x: try number(fields[0], line: line), y: try number(fields[1], line: line))
    }

    func size(_ value: Value, line: Int) throws -> Size {
        let fields = try fields(value, count: 2, line: line)
        return Size(width: try number(fields[0], line: line), height: try number(fields[1], line: line))
    }

    func rect(_ value: Value, line: Int) throws -> Rect {
        let fields = try fields(value, count: 2, line: line)
        return Rect(origin: try point(fields[0], line: line), size: try size(fields[1], line: line))
    }

    func angle(_ value: Value, line: Int) throws -> Geometry.Angle {
        let fields = try fields(value, count: 1, line: line)
        return Geometry.Angle(radians: try number(fields[0], line: line))
    }

    func transform(_ value: Value, line: Int) throws -> Transform {
        let numbers = try fields(value, count: 6, line: line).prefix(6).map { try number($0, line: line) }
        return Transform(a: numbers[0], b: numbers[1], c: numbers[2], d: numbers[3], tx: numbers[4], ty: numbers[5])
    }

    /// A `Path` value as Geometry's path: its elements appended in order, with `append`'s rules.
    func path(_ value: Value, line: Int) throws -> Path {
        var path = Path()
        for (step, element) in try pathElementValues(value, line: line).enumerated() {
            // A path of 400,000 segments takes a second to convert in a debug build.
            try Interpreter.checkInterrupt(step: step, line: line)
            if let element = try geometryElement(element, line: line) { path.append(element) }
        }
        return path
    }

    /// The elements a `Path` value stores, in order (before `append`'s rules are applied).
    func pathElementValues(_ value: Value, line: Int) throws -> [Value] {
        guard case .array(let elements) = try fields(value, count: 1, line: line)[0] else {
            throw RuntimeError("expected a Path", line: line)
        }
        return elements
    }

    /// One stored `_PathElement` value as Geometry's element; nil for a value that is not one.
    func geometryElement(_ value: Value, line: Int) throws -> PathElement? {
        guard case .enumValue(_, let index, let payload) = value.unboxed else { return nil }
        let points = try payload.map { try point($0, line: line) }
        switch (index, points.count) {
        case (0, 1): return .move(to: points[0])
        case (1, 1): return .line(to: points[0])
        case (2, 2): return .quadCurve(to: points[0], control: points[1])
        case (3, 3): return .curve(to: points[0], control1: points[1], control2: points[2])
        case (4, 0): return .closeSubpath
        default: throw RuntimeError("malformed path element", line: line)
        }
    }

    // MARK: - Making values

    func value(_ point: Point) -> Value {
        .structValue(self.point, [.double(point.x), .double(point.y)])
    }

    func value(_ size: Size) -> Value {
        .structValue(self.size, [.double(size.width), .double(size.height)])
    }

    func value(_ rect: Rect) -> Value {
        .structValue(self.rect, [value(rect.origin), value(rect.size)])
    }

    func value(_ angle: Geometry.Angle) -> Value {
        .structValue(self.angle, [.double(angle.radians)])
    }

    func value(_ transform: Transform) -> Value {
        .structValue(self.transform, [transform.a, transform.b, transform.c, transform.d, transform.tx, transform.ty].map { .double($0) })
    }

    /// Geometry's path as a `Path` value, element for element.
    func value(_ path: Path) -> Value {
        pathValue(path.elements.map(value))
    }

    /// A `Path` value storing `elements` (values made by `value(_:)` from Geometry's elements).
    func pathValue(_ elements: [Value]) -> Value {
        .structValue(self.path, [.array(elements)])
    }

    /// One of Geometry's path elements as a `_PathElement` value.
    func value(_ element: PathElement) -> Value {
        switch element {
        case .move(let p): return .enumValue(pathElement, 0, [value(p)])
        case .line(let p): return .enumValue(pathElement, 1, [value(p)])
        case .quadCurve(let p, let c): return .enumValue(pathElement, 2, [value(p), value(c)])
        case .curve(let p, let c1, let c2): return .enumValue(pathElement, 3, [value(p), value(c1), value(c2)])
        case .closeSubpath: return .enumValue(pathElement, 4, [])
        }
    }
}
