import Canvas
import Geometry

extension ViewBridge {
    /// The figure settings the program holds in `Canvas`'s static properties (the session's
    /// globals, which `interpreter` shares), checked again (their setters check them first).
    func figureSettings() throws -> Lang.Session.FigureSettings {
        var settings = Lang.Session.FigureSettings()
        guard let canvas = types.declarations["Canvas"] else { return settings }
        let statics = interpreter.environment.members(of: canvas).staticVariables
        let globals = interpreter.globals
        func stored(_ name: String) -> Value? {
            guard let slot = statics[name]?.slot else { return nil }
            return try? globals.value(slot, line: 0)
        }
        if let value = stored("_size") {
            let size = try types.size(value, line: 0)
            guard size.width > 0, size.height > 0, size.width.isFinite, size.height.isFinite else {
                throw RuntimeError("Canvas.size must be positive, got \(size.width)×\(size.height)", line: 0)
            }
            settings.size = size
        }
        if let value = stored("_scale") {
            let scale = try number(value)
            guard scale > 0, scale <= 16 else { throw RuntimeError("Canvas.scale must be in 0 < scale ≤ 16, got \(scale)", line: 0) }
            settings.scale = scale
        }
        if let value = stored("background") { settings.background = try rgba(value) }
        if let value = stored("foreground") { settings.foreground = try rgba(value) }
        return settings
    }
}
