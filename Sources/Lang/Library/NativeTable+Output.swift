import Canvas
import Foundation
import Geometry

extension NativeTable {
    /// `display`, `DisplayHandle.update`, `clearOutput`, `fputs` and `readLine`: what a cell
    /// asks of its session's host (`Lang.SessionHost`). Without a host, `display` and
    /// `clearOutput` do nothing, `fputs(_, stderr)` writes to the process's standard error and
    /// `readLine` has no standard input.
    static let output: [String: NativeFunction] = [
        "display": { call in
            let id = UUID().uuidString.lowercased()
            if let host = call.interpreter.session?.host {
                host.display(try displayed(call.argument(0), call, live: host.showsLiveViews), id: id)
            }
            guard let decl = call.types.declarations["DisplayHandle"] else {
                throw RuntimeError("the library has no DisplayHandle", line: call.line)
            }
            return .structValue(decl, [.string(id)])
        },
        "DisplayHandle.update": { call in
            guard let id = try call.types.fields(call.selfValue, count: 1, line: call.line).first?.stringValue else {
                throw RuntimeError("malformed DisplayHandle", line: call.line)
            }
            if let host = call.interpreter.session?.host {
                host.updateDisplay(try displayed(call.argument(0), call, live: host.showsLiveViews), id: id)
            }
            return .void
        },
        "save.animation": { call in
            guard let path = try call.argument(1).stringValue, let session = call.interpreter.session else {
                throw RuntimeError("expected a path", line: call.line)
            }
            let scale = try saveScale(call)
            guard let animation = try session.displayedAnimation(of: call.argument(0), scale: scale, interpreter: call.interpreter) else {
                throw RuntimeError("save(_:to:) needs an animation", line: call.line)
            }
            try save(to: path, call) { try $0.save(animation, to: path) }
            return .void
        },
        "clearOutput": { call in
            call.interpreter.session?.host?.clearOutput(wait: try call.bool(0))
            return .void
        },
        "fputs": { call in
            guard let text = try call.argument(0).stringValue,
                  let descriptor = try call.types.fields(call.argument(1), count: 1, line: call.line).first?.intValue else {
                throw RuntimeError("fputs needs a String and a stream", line: call.line)
            }
            switch descriptor {
            case 1: try call.interpreter.write(text, line: call.line)
            case 2: standardError(text, call.interpreter)
            default: throw RuntimeError("fputs writes to stdout or stderr", line: call.line)
            }
            return .int(0)
        },
        "readLine": { call in
            let stripping = try call.bool(0)
            do {
                guard let host = call.interpreter.session?.host else { throw Lang.NoStandardInput() }
                let line = try host.readLine(strippingNewline: stripping)
                // A host stops waiting for input when the cell is interrupted.
                if call.interpreter.interrupt.isSet { throw RuntimeError.interrupted(line: call.line) }
                return line.map(Value.string) ?? .null
            } catch is Lang.NoStandardInput {
                throw RuntimeError("""
                    readLine(): this session has no standard input; put the value in the cell, or let the \
                    reader set it with a TextField or a Slider in a live view
                    """, line: call.line)
            } catch let error as RuntimeError {
                throw error
            } catch {
                throw RuntimeError("readLine(): \(error)", line: call.line)
            }
        },
    ]

    /// Writes `text` to the cell's stderr: the host's stream (a kernel's cell), else the process's.
    static func standardError(_ text: String, _ interpreter: Interpreter) {
        if let host = interpreter.session?.host { host.warn(text) } else {
            FileHandle.standardError.write(Data(text.utf8))
        }
    }

    /// What `display(x)` shows of `value`: a figure when it draws (laid out as a cell's final
    /// value is; with `live`, a view with working controls as a live cell), else the text
    /// `print` writes.
    private static func displayed(_ value: Value, _ call: NativeCall, live: Bool = false) throws -> Lang.DisplayValue {
        guard let session = call.interpreter.session else { return .text(try call.interpreter.printer.description(of: value, as: .any)) }
        if let animation = try session.displayedAnimation(of: value, interpreter: call.interpreter) {
            return .animation(animation)
        }
        if live, let shown = try session.displayedLive(value, interpreter: call.interpreter) { return shown }
        if let figure = try session.displayedFigure(of: value, interpreter: call.interpreter) { return .figure(figure) }
        return .text(try call.interpreter.printer.description(of: value, as: .any))
    }
}
