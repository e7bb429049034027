// Values as Any, checked with is and converted with as?.
let values: [Any] = [1, "two", 3.0, [4], Optional<Int>.none as Any]
print(values.count, values.compactMap { $0 as? Int }, values.filter { $0 is String }.count)
let n = values[0] as! Int
print(n + 1)
let d = values[2] as? Double ?? 0
print(d)

// expect: 5 [1] 1
// expect: 2
// expect: 3.0
