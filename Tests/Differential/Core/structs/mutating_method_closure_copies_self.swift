// A value type's `[self]` capture list copies `self` when the closure is made: the closure a
// mutating method stores keeps reading that copy after the method returns and `self` changes.
struct Counter {
    var count = 1
    var report: (() -> Int)? = nil
    var describe: (() -> String)? = nil

    mutating func capture() {
        report = { [self] in self.count }
        describe = { [self] in "count was \(count)" }
    }

    func make() -> () -> Int {
        { [self] in count * 10 }
    }
}

var counter = Counter()
counter.capture()
let tenfold = counter.make()
counter.count = 5
print(counter.report?() ?? 0, counter.count)
print(counter.describe?() ?? "none")
print(tenfold())

enum Level {
    case low, high
    init(value: Int) {
        if value < 0 { self = .low; return }
        self = value > 10 ? .high : .low
    }
    mutating func toggle() -> () -> Level {
        self = self == .low ? .high : .low
        return { [self] in self }
    }
}
var level = Level(value: 20)
let before = level.toggle()
level = .high
print(before(), level)

// expect: 1 5
// expect: count was 1
// expect: 10
// expect: low high
