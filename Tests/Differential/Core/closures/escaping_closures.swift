// @escaping closures stored for later and called afterwards.
var handlers: [(String) -> String] = []
func register(_ f: @escaping (String) -> String) { handlers.append(f) }
register { $0.uppercased() }
register { String($0.reversed()) }
let prefix = ">"
register { prefix + $0 }
print(handlers.map { $0("abc") })

// expect: ["ABC", "cba", ">abc"]
