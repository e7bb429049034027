// A class conforming to a protocol and to CustomStringConvertible.
protocol Resettable { func reset() }
final class Timer: Resettable, CustomStringConvertible {
    var seconds = 0
    func tick() { seconds += 1 }
    func reset() { seconds = 0 }
    var description: String { "Timer(\(seconds)s)" }
}
let t = Timer()
t.tick(); t.tick()
print(t)
let r: any Resettable = t
r.reset()
print(t, [t])

// expect: Timer(2s)
// expect: Timer(0s) [Timer(0s)]
