// A doubly optional stored property, Set member and array element keeps its levels; guard, while
// let, compactMap and compactMapValues take one level away.
struct Box { var v: Int?? = nil; var w: Int?? = .some(nil) }
var b = Box()
print(b.v as Any, b.w as Any, b.v == nil, b.w == nil)
b.v = .some(nil)
b.w! = 2
print(b)
let set: Set<Int??> = [nil, .some(nil), 3, 3]
print(set.count, set.contains(.some(nil)), set.contains(nil))
var it: [Int??] = [3, .some(nil), nil]
while let v = it.popLast() { print("pop", v as Any) }
func g(_ x: Int??) -> String {
    guard let y = x else { return "outer nil" }
    guard let z = y else { return "inner nil" }
    return "value \(z)"
}
print(g(nil), g(.some(nil)), g(5))
let arr: [Int??] = [3, .some(nil), nil]
print(arr.compactMap { $0 }, arr.map { $0 ?? 0 } as [Int?])
print(arr.contains(.some(nil)), arr.firstIndex(of: nil) as Any, arr.firstIndex(of: .some(nil)) as Any)
let dd: [String: Int??] = ["a": 1, "b": .some(nil), "c": nil]
print(dd.compactMapValues { $0 }.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value as Any)" })
print(Array(arr.lazy.compactMap { $0 }))

// expect: nil Optional(nil) true false
// expect: Box(v: Optional(nil), w: Optional(Optional(2)))
// expect: 3 true true
// expect: pop nil
// expect: pop Optional(nil)
// expect: pop Optional(Optional(3))
// expect: outer nil inner nil value 5
// expect: [Optional(3), nil] [Optional(3), nil, Optional(0)]
// expect: true Optional(2) Optional(1)
// expect: ["a=Optional(1)", "b=nil"]
// expect: [Optional(3), nil]
