// A `[String: Int?]` entry coalesced once is still an `Int?`: it is no `Int`.
print("this program must not run")
let d: [String: Int?] = ["a": 1]
let n: Int = d["a"] ?? 0
print(n)

// expect error: value of optional type 'Int?' must be unwrapped to a value of type 'Int'
