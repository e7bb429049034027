import Canvas
import Geometry

/// Turns Lang values of the drawing surface into Canvas's values: a library shape into Canvas's
/// shape of the same name, a program's `Shape` into a shape whose outline is its `path(in:)`, a
/// program's `View` into whatever its `body` is, and the library's views and modifiers
/// (`_ShapeView`, `_ModifiedView`, stacks) into Canvas's view tree.
///
/// A program's code runs on `interpreter`, also later, while Canvas lays the figure out.
struct ViewBridge {
    let types: LibraryTypes
    let interpreter: Interpreter
    let line: Int
    /// The control styles of the views being bridged (`.buttonStyle`, `.progressViewStyle`, a
    /// `.gaugeStyle` of the program's own: a `ButtonStyle`, `ProgressViewStyle` or `GaugeStyle`
    /// value) by the style's protocol; none for the default.
    var styles: [StyledControl: Value] = [:]
    /// The tint and accent colour of the views being bridged (`.tint(_:)`, `.accentColor(_:)`):
    /// what a button's title, the `.tint` style and `Color.accentColor` paint. Layout-time
    /// closures (GeometryReader) keep the bridge they had.
    var controlTint = ControlTint()
    /// Whether the views being bridged are in the dark appearance (`.preferredColorScheme(.dark)`,
    /// `.environment(\.colorScheme, .dark)`): their adaptive colours resolve to their dark values.
    var isDark = false

    /// Views nest at most this deep (a `body` that returns a view containing itself stops here).
    static let maximumDepth = 500

    func failure(_ message: String) -> RuntimeError {
        RuntimeError(message, line: line)
    }

    /// A `LimitError` at the bridge's line: a value nested past what the bridge follows (a view
    /// whose `body` contains itself).
    func limitFailure(_ message: String) -> RuntimeError {
        RuntimeError(message, line: line, isLimit: true)
    }

    /// The fields of a struct value with its declaration.
    func structure(_ value: Value) -> (NominalDecl, [Value])? {
        if case .structValue(let decl, let fields) = value.unboxed { return (decl, fields) }
        return nil
    }

    /// A field by index, or an error naming the type.
    func field(_ fields: [Value], _ index: Int) throws -> Value {
        guard index < fields.count else { throw failure("malformed library value") }
        return fields[index].unboxed
    }

    /// An enum value's case name and payload.
    func enumCase(_ value: Value) throws -> (String, [Value]) {
        guard case .enumValue(let decl, let index, let payload) = value.unboxed, index < decl.cases.count else {
            throw failure("expected an enum value")
        }
        return (decl.cases[index].name, payload.map(\.unboxed))
    }

    func number(_ value: Value) throws -> Double { try types.number(value, line: line) }

    func optionalNumber(_ value: Value) throws -> Double? {
        if case .null = value.unboxed { return nil }
        return try number(value)
    }

    func integer(_ value: Value) throws -> Int {
        guard case .int(let number) = value.unboxed else { throw failure("expected an Int") }
        return number
    }

    func bool(_ value: Value) throws -> Bool {
        guard let flag = value.unboxed.boolValue else { throw failure("expected a Bool") }
        return flag
    }

    /// Calls a program's method or property getter found by `selector` on `value`'s type.
    func invoke(_ selector: String, on value: Value, decl: NominalDecl, arguments: [Value]) throws -> Value? {
        guard let function = interpreter.environment.dispatch(selector, on: decl) else { return nil }
        return try interpreter.invoke(function.code, captured: nil, arguments: arguments, selfValue: value, line: line).0
    }

    /// Whether `decl` conforms to the library protocol `name` (`Shape`, `View`).
    func conforms(_ decl: NominalDecl, to name: String) -> Bool {
        guard let proto = types.declarations[name] else { return false }
        return interpreter.environment.conformances.conforms(decl, to: proto)
    }
}
