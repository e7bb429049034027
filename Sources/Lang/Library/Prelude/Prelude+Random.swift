extension Prelude {
    /// The standard library's random numbers, drawn from the session's generator
    /// (`SessionRandom`): it starts from a fixed seed, so a notebook run top to bottom draws the
    /// same figures every time, and `Random.seed(_:)` restarts it.
    static let random = #"""
    extension Double {
        /// A random number in `range`, from the session's generator.
        @_native("random.double") static func random(in range: ClosedRange<Double>) -> Double
        /// A random number in `range`, from the session's generator.
        @_native("random.double") static func random(in range: Range<Double>) -> Double
    }

    extension CGFloat {
        /// A random number in `range`, from the session's generator.
        @_native("random.double") static func random(in range: ClosedRange<CGFloat>) -> CGFloat
        /// A random number in `range`, from the session's generator.
        @_native("random.double") static func random(in range: Range<CGFloat>) -> CGFloat
    }

    extension Int {
        /// A random whole number in `range`, from the session's generator.
        @_native("random.int") static func random(in range: Range<Int>) -> Int
        /// A random whole number in `range`, from the session's generator.
        @_native("random.int") static func random(in range: ClosedRange<Int>) -> Int
    }

    extension Bool {
        /// `true` or `false` with equal chance, from the session's generator.
        @_native("random.bool") static func random() -> Bool
    }

    /// An irregular polygon: vertices at equal angles, each at a random radius in r/3…r
    /// (`seed` fixes it; without it, one is drawn from the session's generator).
    struct RandomPolygon: Shape {
        var sides: Int
        var seed: Int = _sessionSeed()
        @_native("Shape.path") func path(in rect: CGRect) -> Path
    }

    /// Random points joined by straight lines: the blob article's first random shape (`seed`
    /// fixes it; without it, one is drawn from the session's generator).
    struct RandomPoints: Shape {
        var count: Int
        var seed: Int = _sessionSeed()
        @_native("Shape.path") func path(in rect: CGRect) -> Path
    }

    /// A seed for a random shape, drawn from the session's generator when the shape is made (so
    /// the shape stays the same however often it is drawn).
    @_native("random.seed") func _sessionSeed() -> Int

    /// The session's random generator (Shapebook's own: Swift's generator cannot be seeded).
    enum Random {
        /// Restarts the session's random generator from `seed`, so what follows is reproducible.
        @_native("Random.seed") static func seed(_ seed: Int)
    }
    """#
}
