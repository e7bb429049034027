// Optional is an enum: .some and .none in switch.
let values: [Int?] = [3, nil, 5]
for v in values {
    switch v {
    case .some(let x): print("some", x)
    case .none: print("none")
    }
}
print(Optional<Int>.none == nil)

// expect: some 3
// expect: none
// expect: some 5
// expect: true
