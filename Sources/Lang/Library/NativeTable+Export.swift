import Canvas
import Geometry

extension NativeTable {
    /// `save(_:to:scale:)` (`Prelude.export`): the view laid out as a cell's figure, written by
    /// the session's host.
    static let export: [String: NativeFunction] = [
        "save": { call in
            let bridge = call.bridge
            guard case .string(let path) = try call.argument(1) else { throw RuntimeError("expected a path", line: call.line) }
            guard let (view, proposal) = try bridge.figureView(call.argument(0)) else {
                throw RuntimeError("save(_:to:) needs a view", line: call.line)
            }
            var settings = try bridge.figureSettings()
            if let scale = try bridge.optionalNumber(call.argument(2)) {
                guard scale.isFinite, scale > 0, scale <= 16 else {
                    throw RuntimeError("'scale' must be in 0 < scale ≤ 16, got \(scale.shortDescription)", line: call.line)
                }
                settings.scale = scale
            }
            let figure = try bridge.layout(view, proposal, settings)
            guard let save = call.interpreter.saveFigure else {
                throw RuntimeError("save(_:to:) needs a host that can write files", line: call.line)
            }
            do {
                try save(figure, path, settings.scale)
            } catch {
                if let limit = (error as? any ResourceLimitedError)?.limit { throw RuntimeError(limit, line: call.line) }
                throw RuntimeError("could not save '\(FileSystemPath.escaped(path))': \(error)", line: call.line)
            }
            return .void
        },
    ]
}
