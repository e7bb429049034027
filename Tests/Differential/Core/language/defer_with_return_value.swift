// defer runs after the return value is computed.
var log: [String] = []
func compute() -> Int {
    var x = 1
    defer {
        x = 100
        log.append("deferred")
    }
    log.append("returning \(x)")
    return x
}
print(compute(), log)

// expect: 1 ["returning 1", "deferred"]
