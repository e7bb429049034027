// Patterns on a doubly optional value: `.some(.none)`, `let v??`, `.some(.some(let v))`,
// `let v?` (one level), bindings in a row, and `??` unwrapping one level at a time.
let values: [Int??] = [3, .some(nil), nil]
for v in values {
    switch v {
    case .some(.none): print("some(none)")
    case let w??: print("value", w)
    case nil: print("nil")
    }
    if case .some(.some(let w)) = v { print("both levels", w) }
    if case let w? = v { print("one level", w as Any) } else { print("no level") }
    if let a = v, let b = a { print("bound", b) }
    print((v ?? nil) as Any, (v ?? nil ?? 5), (v ?? 9) ?? 8)
    print(v ?? 9 as Any)
}
let x: Int?? = 3
let kept: Int?? = x ?? nil
print(kept as Any)

// expect: value 3
// expect: both levels 3
// expect: one level Optional(3)
// expect: bound 3
// expect: Optional(3) Optional(3) 3
// expect: Optional(3)
// expect: some(none)
// expect: one level nil
// expect: nil nil 8
// expect: nil
// expect: nil
// expect: no level
// expect: nil Optional(5) 9
// expect: 9
// expect: Optional(Optional(3))
