// A static stored property's initial value is computed at its first use (a read or a write,
// through the type, unqualified in a static method, or through a generic parameter), once,
// and never for a property nobody uses.
func make(_ name: String, _ value: Int) -> Int {
    print("init", name)
    return value
}
struct Config {
    static let base = make("base", 10)
    static var counter = make("counter", 0)
    static let unused = make("unused", -1)
    static var doubled: Int { base * 2 }
    static func bump() -> Int {
        counter += 1
        return counter
    }
}
print("start")
print(Config.doubled)
print(Config.base)
print(Config.bump(), Config.bump())
class Registry {
    static var names: [String] = {
        print("init names")
        return ["a"]
    }()
}
print("before write")
Registry.names = ["z"]
print(Registry.names)
protocol HasDefault { static var fallback: Int { get } }
struct Answer: HasDefault { static let fallback = make("fallback", 42) }
func fallback<T: HasDefault>(_ type: T.Type) -> Int { T.fallback }
print("generic")
print(fallback(Answer.self), fallback(Answer.self))

// expect: start
// expect: init base
// expect: 20
// expect: 10
// expect: init counter
// expect: 1 2
// expect: before write
// expect: init names
// expect: ["z"]
// expect: generic
// expect: init fallback
// expect: 42 42
