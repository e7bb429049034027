// `removeAll(where:)` and `removeAll()` on a String, beside an Array's.
var label = "b-a-n-a-n-a"
label.removeAll(where: { $0 == "-" })
print(label)
label.removeAll { $0 == "a" }
print(label, label.count)
var digits = "r1g2b3"
digits.removeAll(where: \.isNumber)
print(digits)
digits.removeAll()
print(digits.isEmpty, "[\(digits)]")
var xs = [1, 2, 3, 4, 5, 6]
xs.removeAll(where: { $0 % 2 == 0 })
print(xs)
xs.swapAt(0, 2)
print(xs)

// expect: banana
// expect: bnn 3
// expect: rgb
// expect: true []
// expect: [1, 3, 5]
// expect: [5, 3, 1]
