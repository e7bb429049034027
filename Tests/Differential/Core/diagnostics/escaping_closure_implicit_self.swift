// A class's @escaping closure that names a property and a method without `self.`.
print("this program must not run")
final class Loader {
    var count = 0
    var handlers: [() -> Void] = []
    func onFinish(_ handler: @escaping () -> Void) { handlers.append(handler) }
    func reset() { count = 0 }
    func start() {
        onFinish { print(count) }
        onFinish { reset() }
        onFinish { [self] in print(count) }
    }
}
Loader().start()

// expect error: reference to property 'count' in closure requires explicit use of 'self' to make capture semantics explicit
