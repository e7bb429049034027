/// A function value: compiled code and the frame it captured (nil for code that captures
/// nothing but globals).
public final class Closure {
    let code: FunctionCode
    /// Set only at creation; emptied by `takeParts` when the closure is being freed.
    private(set) var captured: Frame?
    /// The receiver of a bound method (`point.moved` used as a value), passed as `self`.
    private(set) var boundSelf: Value?

    init(code: FunctionCode, captured: Frame?, boundSelf: Value? = nil) {
        self.code = code
        self.captured = captured
        self.boundSelf = boundSelf
    }

    /// The captured frame and the bound receiver, moved out (`Value.releaseLevelByLevel` frees a
    /// closure chain one level at a time): the closure is left holding nothing and must not be
    /// called again.
    func takeParts() -> (captured: Frame?, boundSelf: Value?) {
        defer {
            captured = nil
            boundSelf = nil
        }
        return (captured, boundSelf)
    }
}
