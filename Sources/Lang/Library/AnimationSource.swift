import Canvas
import Geometry

/// What an `animate(…)` call draws at each progress value, read from the prelude's
/// `_AnimationContent`: the closure's views, a view whose Morphs the clock drives, a value
/// whose `animatableData` is interpolated, or the Morph of two shapes.
enum AnimationSource {
    /// `animate { t in … }`: the closure from progress to views.
    case closure(Closure)
    /// `animate(view)`: the view, every `Morph` in it drawn at the frame's progress.
    case morphs(Value)
    /// `animate(from: a, to: b)` for two values of one type with `animatableData`: `a` with its
    /// `animatableData` set to `start` moved towards `end` (SwiftUI's `Animatable`).
    case animatableData(from: Value, decl: NominalDecl, start: Value, end: Value)
    /// `animate(from: a, to: b)` for two shapes without `animatableData`: their `Morph`.
    case morph(from: AnyShape, to: AnyShape, samples: Int)

    /// Nesting of `animatableData` values (pairs of pairs …) is followed this deep at most.
    static let maximumDepth = 64

    /// The content of an `AnimatedFigure`, its shapes and `animatableData` read through `bridge`.
    init(_ content: Value, bridge: ViewBridge) throws {
        let (name, payload) = try bridge.enumCase(content)
        switch name {
        case "closure":
            guard case .function(let closure) = try bridge.field(payload, 0) else { throw bridge.failure("malformed animate closure") }
            self = .closure(closure)
        case "morphs":
            self = .morphs(try bridge.field(payload, 0))
        default:
            let from = try bridge.field(payload, 0), to = try bridge.field(payload, 1)
            let samples = try bridge.integer(bridge.field(payload, 2))
            if let (decl, _) = bridge.structure(from), bridge.types.libraryName(of: decl) == nil,
               let start = try bridge.animatableData(of: from, decl: decl) {
                guard let (other, _) = bridge.structure(to), other === decl, let end = try bridge.animatableData(of: to, decl: other) else {
                    throw bridge.failure("animate(from:to:) needs two values of one type to interpolate animatableData, not \(decl.name) and \(bridge.structure(to)?.0.name ?? "another value")")
                }
                self = .animatableData(from: from, decl: decl, start: start, end: end)
                return
            }
            guard (3...100_000).contains(samples) else { throw bridge.failure("'samples' must be in 3…100000, got \(samples)") }
            self = .morph(from: try bridge.shape(from), to: try bridge.shape(to), samples: samples)
        }
    }

    /// The view drawn at (eased) progress `t` and the size to offer it (nil: `Canvas.size`).
    func view(at t: Double, bridge: ViewBridge) throws -> (view: Canvas.View, proposal: Size?) {
        switch self {
        case .closure(let closure):
            var views = try bridge.interpreter.call(closure, [.double(t)], line: bridge.line)
            // One view is shown as itself (a bare path where its coordinates put it), as a cell's value is.
            if let (decl, _) = bridge.structure(views), bridge.types.libraryName(of: decl) == "_ViewList" {
                let items = try bridge.items(of: views, depth: 0)
                if items.count == 1 { views = items[0].unboxed }
            }
            return try bridge.frameView(views)
        case .morphs(let view):
            return try bridge.frameView(view)
        case .animatableData(let from, let decl, let start, let end):
            let data = try bridge.interpolate(start, end, t, depth: 0)
            return try bridge.frameView(try bridge.settingAnimatableData(of: from, decl: decl, to: data))
        case .morph(let from, let to, let samples):
            let shape = AnyShape(name: "Morph(progress: \(t.shortDescription))") { rect in
                try Morph(from: try from.path(in: rect), to: try to.path(in: rect), progress: t, samples: samples).path(in: rect)
            }
            return (shape.view, nil)
        }
    }
}
