// Converting an infinite Double to Int traps.
let values = [2.5, 1e10, Double.infinity]
for v in values {
    print(Int(v))
}
print("unreachable")

// expect: 2
// expect: 10000000000
// expect runtime error: Double value cannot be converted to Int because it is either infinite or NaN
