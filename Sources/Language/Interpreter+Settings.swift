import Canvas
import Geometry

extension Interpreter {
    func settingNames(_ space: String) -> [String] {
        switch space {
        case "Canvas": ["size", "scale", "background", "foreground", "formats"]
        case "Session": ["memoryLimit"]
        default: ["seed"]
        }
    }

    /// The smallest `Session.memoryLimit` a cell may set: below it the kernel could not run
    /// even the cell that raises the limit again.
    static let smallestMemoryLimit = 256 << 20

    /// Reads `Canvas.size`, `Canvas.scale`, `Canvas.background`, `Canvas.foreground`, `Canvas.formats`,
    /// `Session.memoryLimit`.
    func setting(_ space: String, _ name: String) throws -> Value {
        switch (space, name) {
        case ("Canvas", "size"): return .size(state.canvasSize)
        case ("Canvas", "scale"): return .number(state.canvasScale)
        case ("Canvas", "background"): return .style(.color(state.canvasBackground))
        case ("Canvas", "foreground"): return .style(.color(state.canvasForeground))
        case ("Session", "memoryLimit"): return .number(Double(state.memoryLimit))
        case ("Canvas", "formats"): return formatsValue(state.canvasFormats)
        case ("Random", "seed"):
            return .function(Callable(.builtin(builtins.randomSeed, receiver: nil), source: nil))
        default:
            throw fail("\(space) has no setting '\(name)'" + suggestion(for: name, among: settingNames(space)))
        }
    }

    func setSetting(_ space: String, _ name: String, _ value: Value) throws {
        switch (space, name) {
        case ("Canvas", "size"):
            let size = try requireSize(value)
            guard size.width > 0, size.height > 0, size.width.isFinite, size.height.isFinite else {
                throw fail("Canvas.size must be positive, got \(describe(value))")
            }
            state.canvasSize = size
        case ("Canvas", "scale"):
            let scale = try requireNumber(value, "Canvas.scale")
            guard scale > 0, scale <= 16 else { throw fail("Canvas.scale must be in 0 < scale ≤ 16, got \(describe(value))") }
            state.canvasScale = scale
        case ("Canvas", "background"), ("Canvas", "foreground"):
            guard case .color(let rgba) = try requireStyle(value) else {
                throw fail("Canvas.\(name) must be a plain Color")
            }
            if name == "background" { state.canvasBackground = rgba } else { state.canvasForeground = rgba }
        case ("Session", "memoryLimit"):
            let bytes = try requireNumber(value, "Session.memoryLimit")
            // Checked before converting: 1e300 or NaN must be an error, not a trap.
            guard bytes.isFinite, bytes == bytes.rounded(), bytes >= Double(Self.smallestMemoryLimit), bytes < 0x1p62 else {
                throw fail("Session.memoryLimit must be a whole number of bytes from \(Self.smallestMemoryLimit) (256 MiB) up, got \(describe(value))")
            }
            state.memoryLimit = Int(bytes)
            resources.memoryLimit = state.memoryLimit
        case ("Canvas", "formats"):
            state.canvasFormats = try requireFormats(value)
        default:
            throw fail("cannot set \(space).\(name)" + suggestion(for: name, among: settingNames(space)))
        }
    }

    func callSetting(_ space: String, _ name: String, _ arguments: [EvaluatedArgument], at location: SourceLocation) throws -> Value {
        try call(try setting(space, name), arguments, at: location)
    }
}
