import Canvas
import Geometry

extension ViewBridge {
    /// `value`'s `animatableData`, stored or computed; nil when its type has none.
    func animatableData(of value: Value, decl: NominalDecl) throws -> Value? {
        let members = interpreter.environment.members(of: decl)
        if let index = members.fields["animatableData"], let (_, fields) = structure(value) { return try field(fields, index) }
        guard let getter = members.computed["animatableData"]?.getter else { return nil }
        return try interpreter.invoke(getter.code, captured: nil, arguments: [], selfValue: value.unboxed, line: line).0
    }

    /// `value` with its `animatableData` set to `data`, through its setter when it is computed.
    func settingAnimatableData(of value: Value, decl: NominalDecl, to data: Value) throws -> Value {
        let members = interpreter.environment.members(of: decl)
        if let index = members.fields["animatableData"], case .structValue(let decl, var fields) = value.unboxed, index < fields.count {
            fields[index] = data
            return .structValue(decl, fields)
        }
        guard let setter = members.computed["animatableData"]?.setter else {
            throw failure("'\(decl.name).animatableData' has no setter, so animate(from:to:) cannot set it")
        }
        let (_, frame) = try interpreter.invoke(setter.code, captured: nil, arguments: [data], selfValue: value.unboxed, line: line)
        return try frame.value(0, line: line)
    }

    /// `a` moved towards `b` by `t`, number by number, as SwiftUI's `VectorArithmetic`: numbers,
    /// and arrays, tuples and structs (CGPoint, AnimatableVector, AnimatablePair …) of them;
    /// other parts must be equal in both.
    func interpolate(_ a: Value, _ b: Value, _ t: Double, depth: Int) throws -> Value {
        guard depth < AnimationSource.maximumDepth else { throw failure("animatableData nests too deeply to interpolate") }
        switch (a.unboxed, b.unboxed) {
        case let (.double(x), .double(y)): return .double(x + (y - x) * t)
        case let (.float(x), .float(y)): return .float(x + (y - x) * Float(t))
        case let (.array(x), .array(y)):
            guard x.count == y.count else {
                throw failure("cannot animate between \(x.count) and \(y.count) values (an AnimatableVector's values); give both the same count")
            }
            return .array(try zip(x, y).map { try interpolate($0, $1, t, depth: depth + 1) })
        case let (.tuple(x), .tuple(y)) where x.count == y.count:
            return .tuple(try zip(x, y).map { try interpolate($0, $1, t, depth: depth + 1) })
        case let (.structValue(decl, x), .structValue(other, y)) where decl === other && x.count == y.count:
            return .structValue(decl, try zip(x, y).map { try interpolate($0, $1, t, depth: depth + 1) })
        case let (x, y) where x == y:
            return a
        default:
            throw failure("cannot animate between these animatableData values; animatableData must be numbers, or arrays, tuples and structs of them (AnimatableVector, AnimatablePair, CGPoint …)")
        }
    }
}
