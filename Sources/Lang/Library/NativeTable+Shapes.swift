import Canvas
import Geometry

extension NativeTable {
    /// The library shapes' `path(in:)` and `Color`'s initialisers that parse or convert.
    static let shapes: [String: NativeFunction] = [
        "Shape.path": { call in
            let bridge = ViewBridge(types: call.types, interpreter: call.interpreter, line: call.line)
            let rect = try call.types.rect(call.argument(0), line: call.line)
            do {
                return call.types.value(try bridge.shape(call.selfValue).path(in: rect))
            } catch let error as GeometryError {
                throw RuntimeError(error.message, line: call.line)
            }
        },
        "Color.hex": { call in
            guard let text = try call.argument(0).stringValue else { throw RuntimeError("expected a String", line: call.line) }
            do {
                return call.types.value(try RGBA(hex: text))
            } catch {
                throw RuntimeError("Color(hex:): \(error)", line: call.line)
            }
        },
        "Color.hsb": { call in
            call.types.value(RGBA(hue: try call.number(0), saturation: try call.number(1), brightness: try call.number(2),
                                  alpha: try call.number(3)))
        },
    ]
}

extension LibraryTypes {
    /// A `Color` value with RGBA's components.
    func value(_ color: RGBA) -> Value {
        .structValue(self.color, [.string(""), .double(color.red), .double(color.green), .double(color.blue), .double(color.alpha)])
    }
}
