/// A function value: compiled code and the frame it captured (nil for code that captures
/// nothing but globals).
public final class Closure {
    let code: FunctionCode
    let captured: Frame?
    /// The receiver of a bound method (`point.moved` used as a value), passed as `self`.
    let boundSelf: Value?

    init(code: FunctionCode, captured: Frame?, boundSelf: Value? = nil) {
        self.code = code
        self.captured = captured
        self.boundSelf = boundSelf
    }
}
