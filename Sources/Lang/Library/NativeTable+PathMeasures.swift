import Geometry

extension NativeTable {
    /// What a path measures and how paths combine (`Prelude.pathMeasures`): each reads the path
    /// into Geometry's `Path` and runs the operation there (the code the renderer uses).
    static let pathMeasures: [String: NativeFunction] = [
        "Path.svg": { call in
            guard case .string(let data) = try call.argument(0) else { throw RuntimeError("expected SVG path data", line: call.line) }
            return call.types.value(try geometry(call) { try Path(svgPathData: data) })
        },
        "Path.measure": { call in
            let path = try call.types.path(call.selfValue, line: call.line)
            return .double(try integer(call, 0) == 0 ? path.length : path.area)
        },
        "Path.text": { call in
            let path = try call.types.path(call.selfValue, line: call.line)
            return .string(try integer(call, 0) == 0 ? path.svgPathData : path.swiftCode)
        },
        "Path.trimmed": { call in
            let path = try call.types.path(call.selfValue, line: call.line)
            return call.types.value(path.trimmedPath(from: try call.number(0), to: try call.number(1)))
        },
        "Path.stroked": { call in
            let path = try call.types.path(call.selfValue, line: call.line)
            let bridge = ViewBridge(types: call.types, interpreter: call.interpreter, line: call.line)
            return call.types.value(path.strokedPath(try bridge.strokeStyle(call.argument(0))))
        },
        "Path.pointAt": { call in
            let path = try call.types.path(call.selfValue, line: call.line)
            guard let point = path.point(at: try call.number(0)) else { return .null }
            return call.types.value(point)
        },
        "Path.points": { call in
            let path = try call.types.path(call.selfValue, line: call.line)
            return .array(path.points(count: try integer(call, 0)).map { call.types.value($0) })
        },
        "Path.combined": { call in
            let path = try call.types.path(call.selfValue, line: call.line)
            let other = try call.types.path(call.argument(0), line: call.line)
            let eoFill = try call.bool(2)
            let operation = try integer(call, 1)
            return call.types.value(try geometry(call) {
                switch operation {
                case 0: try path.union(other, eoFill: eoFill)
                case 1: try path.intersection(other, eoFill: eoFill)
                case 2: try path.subtracting(other, eoFill: eoFill)
                case 3: try path.symmetricDifference(other, eoFill: eoFill)
                case 4: try path.lineIntersection(other, eoFill: eoFill)
                default: try path.lineSubtracting(other, eoFill: eoFill)
                }
            })
        },
    ]

    /// The argument at `index` as an `Int`.
    private static func integer(_ call: NativeCall, _ index: Int) throws -> Int {
        guard case .int(let value) = try call.argument(index) else { throw RuntimeError("expected an Int", line: call.line) }
        return value
    }

    /// Runs a Geometry operation, its refusal a runtime error at the call's line (an interrupt
    /// or the memory budget as what stopped it).
    private static func geometry(_ call: NativeCall, _ operation: () throws -> Path) throws -> Path {
        do {
            return try operation()
        } catch let error as GeometryError {
            if let limit = error.limit { throw RuntimeError(limit, line: call.line) }
            throw RuntimeError(error.message, line: call.line)
        }
    }
}
