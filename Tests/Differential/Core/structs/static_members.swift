// static let, static var and static func on a struct.
struct Config {
    static let version = 3
    static var launches = 0
    static func launch() -> Int {
        launches += 1
        return launches
    }
    static let origin = Config(name: "origin")
    var name: String
}
print(Config.version, Config.launch(), Config.launch(), Config.launches)
print(Config.origin.name)

// expect: 3 1 2 2
// expect: origin
