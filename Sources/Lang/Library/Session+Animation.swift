import Canvas

extension Lang.Session {
    /// The last cell's animation, when its final value is an `AnimatedFigure` (`animate(…)`):
    /// the frames `animate` laid out while the cell ran (laid out again when the session no
    /// longer keeps them, printing nothing), at `scale` pixels per point (else `Canvas.scale`).
    /// Nil when the cell's value is not an animation.
    ///
    /// - Throws: `RuntimeError` when a frame laid out again fails.
    public func cellAnimation(scale: Double? = nil) throws -> AnimatedFigure? {
        guard let value = cellValue, isAnimation(value) else { return nil }
        let result = underCellLimits { [self] () -> Result<AnimatedFigure?, any Error> in
            Result { try displayedAnimation(of: value, scale: scale, interpreter: nil) }
        }
        return try result?.get() ?? nil
    }

    /// `value`'s animation when it is an `AnimatedFigure`, for a cell's value, `display(_:)` or
    /// `save(_:to:)`: the frames the session keeps for it, else laid out again on `interpreter`
    /// (a new one when nil), at `scale` pixels per point when given. Nil for any other value.
    func displayedAnimation(of value: Value, scale: Double? = nil, interpreter given: Interpreter?) throws -> AnimatedFigure? {
        guard let types = libraryTypes, isAnimation(value) else { return nil }
        let interpreter = given ?? Interpreter(globals: globals, environment: environment, stepBudget: stepBudget, maximumDepth: maximumCallDepth,
                                               interrupt: interrupt, random: random, origin: cellSources.count)
        var animation = try ViewBridge(types: types, interpreter: interpreter, line: interpreter.callLine)
            .keptAnimation(value, in: animations)
        if let scale { animation.scale = scale }
        return animation
    }

    /// Whether `value` is the prelude's `AnimatedFigure`, which a cell shows as an animation, not a figure.
    func isAnimation(_ value: Value) -> Bool {
        guard case .structValue(let decl, _) = value.unboxed, let types = libraryTypes else { return false }
        return types.libraryName(of: decl) == "AnimatedFigure"
    }
}
