// Recursive functions.
func factorial(_ n: Int) -> Int { n <= 1 ? 1 : n * factorial(n - 1) }
func gcd(_ a: Int, _ b: Int) -> Int { b == 0 ? a : gcd(b, a % b) }
func hanoi(_ n: Int, _ from: String, _ to: String, _ via: String) -> Int {
    n == 0 ? 0 : hanoi(n - 1, from, via, to) + 1 + hanoi(n - 1, via, to, from)
}
print(factorial(20), gcd(1071, 462), hanoi(10, "a", "c", "b"))

// expect: 2432902008176640000 21 1023
