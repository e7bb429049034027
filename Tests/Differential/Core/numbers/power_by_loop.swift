// Integer powers computed by repeated multiplication stay exact.
func power(_ base: Int, _ exponent: Int) -> Int {
    var result = 1
    for _ in 0..<exponent { result *= base }
    return result
}
print(power(2, 10), power(3, 5), power(10, 18))
print(power(2, 62))

// expect: 1024 243 1000000000000000000
// expect: 4611686018427387904
