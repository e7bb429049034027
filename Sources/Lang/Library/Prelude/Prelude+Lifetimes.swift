extension Prelude {
    /// `withExtendedLifetime`: an instance stays alive while a closure runs (arguments already
    /// keep it alive here, so the closure is simply called).
    static let lifetimes = #"""
    /// The result of `body`, with `x` kept alive until it returns.
    func withExtendedLifetime<T, Result>(_ x: T, _ body: () throws -> Result) rethrows -> Result {
        try body()
    }

    /// The result of `body` given `x`, with `x` kept alive until it returns.
    func withExtendedLifetime<T, Result>(_ x: T, _ body: (T) throws -> Result) rethrows -> Result {
        try body(x)
    }
    """#
}
