import Canvas
import Geometry

extension ViewBridge {
    /// At most this many steps in one loop of an animation.
    static let maximumAnimationFrames = 1_000
    /// At most this many pixels in all the frames of an animation together.
    static let maximumAnimationPixels = 200_000_000

    /// The prelude's `AnimatedFigure` value sampled as its timing says, each sample laid out
    /// with the figure settings the program holds: the animation a cell shows.
    ///
    /// Frames of different sizes are laid out again in the largest size, so that every frame
    /// has one size. Canvas's `MorphClock` gives every `Morph` the frame's progress.
    ///
    /// - Throws: `RuntimeError` for a duration that is not positive, a frame rate outside 1…60,
    ///   more steps than `maximumAnimationFrames` or pixels than `maximumAnimationPixels`, an
    ///   `animate(view)` without a Morph, values whose `animatableData` cannot be interpolated,
    ///   and any error a frame throws.
    func animation(_ value: Value) throws -> AnimatedFigure {
        guard let (_, fields) = structure(value), fields.count >= 3 else { throw failure("malformed AnimatedFigure") }
        let timing = try animationTiming(field(fields, 1), fps: field(fields, 2))
        let steps = timing.stepCount
        guard steps <= Self.maximumAnimationFrames else {
            let back = timing.autoreverses ? ", there and back" : ""
            throw RuntimeError("the animation would have \(steps) frames (\(timing.duration.shortDescription) s at \(timing.framesPerSecond) fps\(back)), more than the limit of \(Self.maximumAnimationFrames); shorten it or lower fps",
                               line: line, isLimit: true)
        }
        let content = try AnimationSource(field(fields, 0), bridge: self)
        let settings = try figureSettings()
        let (linear, sequence) = timing.schedule()
        let progress = linear.map(timing.curve.callAsFunction)
        var views: [(view: Canvas.View, proposal: Size?)] = []
        var figures: [Figure] = []
        var drewMorph = false
        for (t, time) in zip(progress, linear) {
            try interpreter.step(line: line)
            // A TimelineView's content is made for the time the frame shows.
            let (frame, readTimeline) = try TimelineClock.run(at: time * timing.duration) { try content.view(at: t, bridge: self) }
            let (figure, readClock) = try MorphClock.run(at: t) { try layout(frame.view, frame.proposal, settings) }
            drewMorph = drewMorph || readClock || readTimeline
            if figures.isEmpty { try checkPixels(figure, frames: progress.count) }
            views.append(frame)
            figures.append(figure)
        }
        if case .morphs = content, !drewMorph {
            throw failure("animate(_:) animates the Morphs and TimelineViews in a view, and this view has none; write animate { t in … } to drive any view with the progress t")
        }
        // Frames of different sizes are laid out again in the largest, centred as the old
        // language centres them; where ink outside the frames still makes them differ (a view
        // offset further in each frame), from the top leading corner, where the ink stays put.
        let sizes = figures.map(\.displayList.size)
        for alignment in [Canvas.Alignment.center, .topLeading] {
            guard let first = figures.first?.displayList.size, figures.contains(where: { $0.displayList.size != first }) else { break }
            let width = sizes.map(\.width).max() ?? first.width, height = sizes.map(\.height).max() ?? first.height
            figures = try zip(views, progress).map { frame, t in
                try interpreter.step(line: line)
                let framed = frame.view.frame(width: width, height: height, alignment: alignment)
                return try MorphClock.run(at: t) { try layout(framed, nil, settings) }.result
            }
            try checkPixels(figures[0], frames: figures.count)
        }
        let seconds = (Double(steps) / Double(timing.framesPerSecond)).shortDescription
        let description = "\(figures[0].description), animated: \(steps) frames at \(timing.framesPerSecond) fps, \(seconds) s"
        do {
            return try AnimatedFigure(frames: figures, sequence: sequence, framesPerSecond: timing.framesPerSecond,
                                      returnsToStart: timing.autoreverses, description: description)
        } catch {
            throw failure(error.description)
        }
    }

    /// The animation `value` names when `store` keeps it, else laid out again (drawing on the
    /// session's random numbers without using them up).
    func keptAnimation(_ value: Value, in store: AnimationStore?) throws -> AnimatedFigure {
        if let (_, fields) = structure(value), fields.count >= 4, case .int(let id) = fields[3].unboxed,
           let kept = store?.animation(id) {
            return kept
        }
        let generator = interpreter.random.generator
        defer { interpreter.random.generator = generator }
        return try animation(value)
    }

    /// `view` laid out as a cell's figure is (offered `proposal`, else `Canvas.size`), described
    /// by the outermost view's name and the size.
    func layout(_ view: Canvas.View, _ proposal: Size?, _ settings: Lang.Session.FigureSettings) throws -> Figure {
        var figure = try layoutFigure(view, proposedSize: proposal ?? settings.size, scale: settings.scale,
                                      background: settings.background, foreground: settings.foreground, description: "")
        let size = figure.displayList.size
        figure.description = "\(view.description) \(size.width.shortDescription)×\(size.height.shortDescription)"
        return figure
    }

    /// A SwiftUI `Animation` value and a frame rate as Canvas's timing, checked as the old
    /// language checks `animate`'s arguments.
    func animationTiming(_ animation: Value, fps: Value) throws -> AnimationTiming {
        guard let (_, fields) = structure(animation), fields.count >= 3 else { throw failure("malformed Animation") }
        let (curveName, _) = try enumCase(field(fields, 0))
        guard let named = AnimationCurve(rawValue: curveName) else { throw failure("unknown animation curve '\(curveName)'") }
        let curve = fields.count > 4 ? Self.timingCurve(fields[4]) ?? named : named
        let duration = try number(field(fields, 1))
        guard duration.isFinite, duration > 0 else {
            throw failure("'duration' must be a positive number of seconds, got \(duration.shortDescription)")
        }
        let framesPerSecond = try integer(fps)
        guard (1...60).contains(framesPerSecond) else {
            throw failure("'fps' must be a whole number of frames per second in 1…60, got \(framesPerSecond)")
        }
        return AnimationTiming(duration: duration, framesPerSecond: framesPerSecond, autoreverses: try bool(field(fields, 2)),
                               curve: curve)
    }

    /// The Bézier of an `Animation`'s `_controlPoints` (a `timingCurve`'s four numbers), or nil
    /// when it names its curve.
    static func timingCurve(_ controlPoints: Value) -> AnimationCurve? {
        guard case .array(let items) = controlPoints.unboxed, items.count == 4 else { return nil }
        let numbers = items.compactMap { $0.unboxed.doubleValue }
        guard numbers.count == 4 else { return nil }
        return .timingCurve(numbers[0], numbers[1], numbers[2], numbers[3])
    }

    /// Refuses an animation whose frames together have more pixels than allowed.
    private func checkPixels(_ figure: Figure, frames: Int) throws {
        let size = figure.displayList.size
        let pixels = size.width * size.height * figure.scale * figure.scale * Double(frames)
        guard pixels <= Double(Self.maximumAnimationPixels) else {
            throw RuntimeError("the animation would draw \(frames) frames of \(size.width.shortDescription)×\(size.height.shortDescription) points at scale \(figure.scale.shortDescription), more than the limit of \(Self.maximumAnimationPixels) pixels in all; make it smaller, shorter or lower fps",
                               line: line, isLimit: true)
        }
    }

    /// A frame's view: a bare path where its coordinates put it, any other view as itself.
    func frameView(_ value: Value) throws -> (view: Canvas.View, proposal: Size?) {
        if let bounds = try absolutePathBounds(value), let view = try viewIfDrawable(value) { return Self.framed(view, bounds) }
        return (try view(value), nil)
    }

    /// A bare path's view drawn where its coordinates put it (its absolute `bounds`), in a figure
    /// that covers it and the origin (as the recorded reference figures have it); and the size to offer it.
    static func framed(_ view: Canvas.View, _ bounds: Rect) -> (view: Canvas.View, proposal: Size?) {
        let minX = min(0, bounds.minX), minY = min(0, bounds.minY)
        let width = max(bounds.maxX, 0) - minX, height = max(bounds.maxY, 0) - minY
        return (view.offset(x: -minX, y: -minY).frame(width: width, height: height, alignment: .topLeading),
                Size(width: width, height: height))
    }
}
