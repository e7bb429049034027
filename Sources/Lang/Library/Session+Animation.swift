import Canvas

extension Lang.Session {
    /// The last cell's animation, when its final value is an `AnimatedFigure` (`animate(…)`):
    /// its frames laid out again as `animate` laid them out while the cell ran, at `scale` pixels
    /// per point (else `Canvas.scale`). What the frames print was printed while the cell ran,
    /// so it is not printed again. Nil when the cell's value is not an animation.
    ///
    /// - Throws: `RuntimeError` when a frame fails (it did not while the cell ran, unless the
    ///   program's state changed since).
    public func cellAnimation(scale: Double? = nil) throws -> AnimatedFigure? {
        guard let types = libraryTypes, let value = cellValue, isAnimation(value) else { return nil }
        let result = underCellLimits { [self] () -> Result<AnimatedFigure, any Error> in
            Result {
                let interpreter = Interpreter(globals: globals, stepBudget: stepBudget, maximumDepth: maximumCallDepth,
                                              interrupt: interrupt)
                var animation = try ViewBridge(types: types, interpreter: interpreter, line: 0).animation(value)
                if let scale { animation.scale = scale }
                return animation
            }
        }
        return try result?.get()
    }

    /// Whether `value` is the prelude's `AnimatedFigure`, which a cell shows as an animation, not a figure.
    func isAnimation(_ value: Value) -> Bool {
        guard case .structValue(let decl, _) = value.unboxed, let types = libraryTypes else { return false }
        return types.libraryName(of: decl) == "AnimatedFigure"
    }
}
