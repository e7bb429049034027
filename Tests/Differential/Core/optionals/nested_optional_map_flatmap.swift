// `map` on an `Int??` hands the closure an `Int?` and keeps two levels; `flatMap` takes one
// away; an array of optionals' `compactMap`, `first(where:)` (an `Int??`), `first` and `last`.
let x: Int?? = 3
let y: Int?? = .some(nil)
print(x.map { $0 } as Any, type(of: x.map { $0 }), Optional(Optional(3)).map { $0 } as Any)
print(x.flatMap { $0 } as Any, type(of: x.flatMap { $0 }), y.flatMap { $0 } as Any)
print(y.map { $0 } as Any, y.map { $0 == nil } as Any, x.map { $0.map { $0 + 1 } } as Any)
print(x??.description as Any, y??.description as Any)
let arr: [Int?] = [1, nil, 3]
print(arr.compactMap { $0 }, arr.map { $0 ?? 0 }, arr.contains(nil), arr.firstIndex(of: nil) as Any)
let found = arr.first(where: { $0 == nil })
print(found as Any, type(of: found), arr.first(where: { $0 == 7 }) as Any)
print(arr.first as Any, arr.last as Any, [Int?]([nil]).first as Any, [Int?]().first as Any)
for case let v? in arr { print("case", v) }

// expect: Optional(Optional(3)) Optional<Optional<Int>> Optional(Optional(3))
// expect: Optional(3) Optional<Int> nil
// expect: Optional(nil) Optional(true) Optional(Optional(4))
// expect: Optional("3") nil
// expect: [1, 3] [1, 0, 3] true Optional(1)
// expect: Optional(nil) Optional<Optional<Int>> nil
// expect: Optional(Optional(1)) Optional(Optional(3)) Optional(nil) nil
// expect: case 1
// expect: case 3
