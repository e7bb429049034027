import Canvas
import Geometry

/// What `animate(…)` draws at each progress value.
enum AnimationContent {
    /// `animate { t in … }`: a closure from progress to a view.
    case closure(Value)
    /// `animate(view)`: the view, with every `Morph` in it drawn at the frame's progress.
    case morphs(ViewValue)
    /// `animate(from: a, to: b)` for two values of one struct type with `animatableData`:
    /// `a` with its `animatableData` interpolated towards `b`'s (SwiftUI's `Animatable`).
    case animatableData(from: Value, start: Value, end: Value)
    /// `animate(from: a, to: b)` for two shapes without `animatableData`: their `Morph`.
    case morph(from: AnyShape, to: AnyShape, samples: Int)
}

extension Interpreter {
    /// Samples `content` as `timing` says and lays out each sample: the animation a cell shows.
    ///
    /// Frames are evaluated and laid out here, while the cell runs, so an error in any frame
    /// fails the cell (which then leaves no trace), and the interrupt is checked before each
    /// frame. Frames of different sizes are laid out again in the largest size (a bare `Path`:
    /// over the union of its bounds), centred, so that every frame has one size.
    ///
    /// - Throws: a `LimitError` for more steps than `maximumAnimationFrames` or more pixels in
    ///   all frames together than `maximumAnimationPixels`; any error a frame throws.
    func animation(of content: AnimationContent, timing: AnimationTiming) throws -> AnimatedFigure {
        let steps = timing.stepCount
        guard steps <= configuration.maximumAnimationFrames else {
            throw LanguageError.limit("the animation would have \(steps) frames (\(NumberFormat.text(timing.duration)) s at \(timing.framesPerSecond) fps\(timing.autoreverses ? ", there and back" : "")), more than the limit of \(configuration.maximumAnimationFrames); shorten it or lower fps")
        }
        let (progress, sequence) = timing.schedule()
        var views: [ViewValue] = []
        var figures: [Figure] = []
        var drewMorph = false
        for (index, linear) in progress.enumerated() {
            try tick()
            host?.reportProgress(index, of: progress.count, "frames laid out")
            let t = timing.curve(linear)
            let view = try self.view(of: content, at: t)
            let (figure, readClock) = try MorphClock.run(at: t) { try self.figure(view) }
            drewMorph = drewMorph || readClock
            if figures.isEmpty { try checkAnimationPixels(figure, frames: progress.count) }
            views.append(view)
            figures.append(figure)
        }
        if case .morphs = content, !drewMorph {
            throw fail("animate(_:) animates the Morphs in a view, and this view has none; write animate { t in … } to drive any view with the progress t")
        }
        figures = try sameSized(figures, views: views, content: content, progress: progress.map(timing.curve.callAsFunction))
        try checkAnimationPixels(figures[0], frames: figures.count)
        let seconds = NumberFormat.text(Double(steps) / Double(timing.framesPerSecond))
        let description = "\(figures[0].description), animated: \(steps) frames at \(timing.framesPerSecond) fps, \(seconds) s"
        do {
            return try AnimatedFigure(frames: figures, sequence: sequence, framesPerSecond: timing.framesPerSecond,
                                      returnsToStart: timing.autoreverses, description: description)
        } catch {
            throw fail(error.description)
        }
    }

    /// The view `content` shows at (eased) progress `t`.
    private func view(of content: AnimationContent, at t: Double) throws -> ViewValue {
        switch content {
        case .closure(let function):
            let result = try callValue(function, [.number(t)], isBuilder: true)
            guard let view = try viewValue(result) else {
                throw fail("the animate closure returned \(describeForError(result)), not a view")
            }
            return view
        case .morphs(let view):
            return view
        case .animatableData(let from, let start, let end):
            var value = from
            let data = try interpolate(start, end, t)
            try modifyMember(&value, "animatableData", verb: .assign) { $0 = data }
            guard let view = try viewValue(value) else { throw fail("\(describeForError(from)) is not a view") }
            return view
        case .morph(let from, let to, let samples):
            let shape = AnyShape(name: "Morph(progress: \(NumberFormat.text(t)))") { rect in
                try Morph(from: try from.path(in: rect), to: try to.path(in: rect), progress: t, samples: samples).path(in: rect)
            }
            return ViewValue(shape.view)
        }
    }

    /// The frames again, laid out at one common size, when their sizes differ.
    private func sameSized(_ figures: [Figure], views: [ViewValue], content: AnimationContent, progress: [Double]) throws -> [Figure] {
        let sizes = figures.map(\.displayList.size)
        guard let first = sizes.first, sizes.contains(where: { $0 != first }) else { return figures }
        let bounds = views.compactMap(\.absoluteBounds)
        var result: [Figure] = []
        for (index, view) in views.enumerated() {
            try tick()
            var common = view
            if bounds.count == views.count, let union = bounds.dropFirst().reduce(bounds.first, { $0?.union($1) }) {
                common.absoluteBounds = union
            } else {
                let width = sizes.map(\.width).max() ?? first.width, height = sizes.map(\.height).max() ?? first.height
                common = ViewValue(view.view.frame(width: width, height: height))
            }
            result.append(try MorphClock.run(at: progress[index]) { try self.figure(common) }.result)
        }
        return result
    }

    /// Refuses an animation whose frames together have more pixels than the session allows.
    private func checkAnimationPixels(_ figure: Figure, frames: Int) throws {
        let size = figure.displayList.size
        let pixels = size.width * size.height * figure.scale * figure.scale * Double(frames)
        guard pixels <= Double(configuration.maximumAnimationPixels) else {
            throw LanguageError.limit("the animation would draw \(frames) frames of \(NumberFormat.text(size.width))×\(NumberFormat.text(size.height)) points at scale \(NumberFormat.text(figure.scale)), more than the limit of \(configuration.maximumAnimationPixels) pixels in all; make it smaller, shorter or lower fps")
        }
    }

    // MARK: - Animatable data

    /// `a` moved towards `b` by `t`, component by component, as SwiftUI's `VectorArithmetic`.
    ///
    /// - Throws: when the two cannot be interpolated (different kinds, vectors of different length).
    func interpolate(_ a: Value, _ b: Value, _ t: Double) throws -> Value {
        func mix(_ x: Double, _ y: Double) -> Double { x + (y - x) * t }
        func mixPoint(_ p: Point, _ q: Point) -> Point { Point(x: mix(p.x, q.x), y: mix(p.y, q.y)) }
        func mixSize(_ p: Size, _ q: Size) -> Size { Size(width: mix(p.width, q.width), height: mix(p.height, q.height)) }
        switch (a, b) {
        case let (.number(x), .number(y)): return .number(mix(x, y))
        case let (.vector(x), .vector(y)):
            guard x.count == y.count else {
                throw fail("cannot animate between AnimatableVectors of \(x.count) and \(y.count) values; give both the same count")
            }
            return .vector(zip(x, y).map(mix))
        case let (.point(p), .point(q)): return .point(mixPoint(p, q))
        case let (.size(p), .size(q)): return .size(mixSize(p, q))
        case let (.rect(p), .rect(q)): return .rect(Rect(origin: mixPoint(p.origin, q.origin), size: mixSize(p.size, q.size)))
        case let (.angle(p), .angle(q)): return .angle(Angle(radians: mix(p.radians, q.radians)))
        case let (.array(x), .array(y)) where x.count == y.count:
            return .array(try zip(x, y).map { try interpolate($0, $1, t) })
        case let (.tuple(x, labels), .tuple(y, _)) where x.count == y.count:
            return .tuple(try zip(x, y).map { try interpolate($0, $1, t) }, labels: labels)
        default:
            throw fail("cannot animate between \(describeForError(a)) and \(describeForError(b)); animatableData must be numbers, an AnimatableVector, points, sizes, rects, angles, or arrays or tuples of them")
        }
    }

    /// The content of `animate(from:to:)`: interpolated `animatableData` when both values have
    /// it (and are of one struct type), else a `Morph` of the two shapes.
    func animationContent(from: Value, to: Value, samples: Int) throws -> AnimationContent {
        if case .instance(let a) = from, case .instance(let b) = to,
           a.type.computed["animatableData"] != nil || a.fields["animatableData"] != nil {
            guard a.type === b.type else {
                throw fail("animate(from:to:) needs two values of one type to interpolate animatableData, not \(a.type.name) and \(b.type.name)")
            }
            return .animatableData(from: from, start: try member(of: from, "animatableData", at: nil),
                                   end: try member(of: to, "animatableData", at: nil))
        }
        return .morph(from: try shapeValue(from), to: try shapeValue(to), samples: samples)
    }
}
