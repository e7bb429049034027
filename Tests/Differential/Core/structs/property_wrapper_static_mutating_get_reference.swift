// A static wrapped property, a wrapper with a `mutating get` (counting its reads), and one holding a class instance.
@propertyWrapper
struct Counted {
    var value: Int
    var reads = 0
    init(wrappedValue: Int) { value = wrappedValue }
    var wrappedValue: Int {
        mutating get { reads += 1; return value }
        set { value = newValue }
    }
    var projectedValue: Int { reads }
}
final class Log {
    var lines: [String] = []
}
@propertyWrapper
struct Logged {
    let log: Log
    var value: Int
    init(wrappedValue: Int, log: Log) { self.log = log; value = wrappedValue }
    var wrappedValue: Int {
        get { value }
        set { log.lines.append("\(value) -> \(newValue)"); value = newValue }
    }
}
let shared = Log()
struct Config {
    @Counted static var limit = 3
    @Logged(log: shared) var level = 1
}
print(Config.limit, Config.limit, Config.$limit)
Config.limit = 9
print(Config.limit, Config.$limit)
var c = Config()
c.level = 4
c.level += 1
print(c.level, shared.lines)
let other = Config(level: 7)
print(other.level, shared.lines.count)
struct Meter {
    @Counted var reading = 7
    mutating func look() -> Int { reading + reading }
}
var m = Meter()
print(m.look(), m.$reading)
m.reading += 1
m.reading = 2
print(m.reading, m.$reading)
func local() {
    @Counted var n = 2
    print(n, n, $n)
}
local()

// expect: 3 3 2
// expect: 9 3
// expect: 5 ["1 -> 4", "4 -> 5"]
// expect: 7 2
// expect: 14 2
// expect: 2 4
// expect: 2 2 2
