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
            if let scale = try saveScale(call) { settings.scale = scale }
            let figure = try bridge.layout(view, proposal, settings)
            try save(to: path, call) { try $0.save(figure, to: path, scale: settings.scale) }
            return .void
        },
    ]

    /// `save`'s `scale:` (its third argument), nil when it is not given.
    /// - Throws: `RuntimeError` unless 0 < scale ≤ 16.
    static func saveScale(_ call: NativeCall) throws -> Double? {
        guard let scale = try call.bridge.optionalNumber(call.argument(2)) else { return nil }
        guard scale.isFinite, scale > 0, scale <= 16 else {
            throw RuntimeError("'scale' must be in 0 < scale ≤ 16, got \(scale.shortDescription)", line: call.line)
        }
        return scale
    }

    /// Has the session's host write the file at `path` (`write`), with `save`'s wording for a
    /// session that cannot write files and for a write that fails.
    static func save(to path: String, _ call: NativeCall, _ write: (any Lang.SessionHost) throws -> Void) throws {
        do {
            guard let host = call.interpreter.session?.host else { throw Lang.NoFileOutput() }
            try write(host)
        } catch is Lang.NoFileOutput {
            throw RuntimeError("save(_:to:) needs a host that can write files", line: call.line)
        } catch {
            if let limit = (error as? any ResourceLimitedError)?.limit { throw RuntimeError(limit, line: call.line) }
            throw RuntimeError("could not save '\(FileSystemPath.escaped(path))': \(error)", line: call.line)
        }
    }
}
