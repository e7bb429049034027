// `case .some:` without a payload matches any present value of an optional, beside
// `.some(let v) where …`, `.none` and `nil`; in `switch`, `if case` and `for case`.
let values: [Int?] = [4, 1, nil]
for o in values {
    switch o {
    case .some(let v) where v > 3: print("big", v)
    case .some: print("some")
    case .none: print("none")
    }
}
let name: String? = "x"
if case .some = name { print("has a name") }
var present = 0
for case .some in values { present += 1 }
print(present)

// expect: big 4
// expect: some
// expect: none
// expect: has a name
// expect: 2
