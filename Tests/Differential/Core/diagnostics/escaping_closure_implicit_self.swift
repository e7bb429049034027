// A class's escaping closures (an @escaping argument, an appended, assigned or stored closure)
// that name a property or a method without `self.`.
print("this program must not run")
final class Loader {
    var count = 0
    var handlers: [() -> Void] = []
    var onDone: (() -> Void)?
    func onFinish(_ handler: @escaping () -> Void) { handlers.append(handler) }
    func reset() { count = 0 }
    func start() {
        onFinish { print(count) }
        onFinish { reset() }
        onFinish { [self] in print(count) }
        handlers.append { print(count) }
        onDone = { reset() }
        let later = { print(count) }
        later()
        [1, 2].forEach { _ in print(count) }
    }
}
Loader().start()

// expect error: reference to property 'count' in closure requires explicit use of 'self' to make capture semantics explicit
