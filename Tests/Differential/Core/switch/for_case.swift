// for case iterates only over the elements matching a pattern.
enum Item { case apple(Int), pear(Int), nothing }
let items: [Item] = [.apple(3), .pear(2), .nothing, .apple(5)]
for case .apple(let n) in items {
    print("apples:", n)
}
let maybe: [Int?] = [1, nil, 3]
for case let x? in maybe {
    print("value", x)
}
for case let n in [1, 2, 3, 4] where n.isMultiple(of: 2) {
    print("even", n)
}

// expect: apples: 3
// expect: apples: 5
// expect: value 1
// expect: value 3
// expect: even 2
// expect: even 4
