// Converting a Double beyond Int's range to Int traps.
let scales = [1e18, 1e19]
for scale in scales {
    print(Int(scale))
}
print("unreachable")

// expect: 1000000000000000000
// expect runtime error: Double value cannot be converted to Int because the result would be greater than Int.max
