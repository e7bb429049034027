// Nested functions capture their surroundings and may recurse.
func fibonacci(_ n: Int) -> [Int] {
    var memo: [Int: Int] = [:]
    func fib(_ k: Int) -> Int {
        if k < 2 { return k }
        if let m = memo[k] { return m }
        let v = fib(k - 1) + fib(k - 2)
        memo[k] = v
        return v
    }
    return (0..<n).map(fib)
}
print(fibonacci(12))

// expect: [0, 1, 1, 2, 3, 5, 8, 13, 21, 34, 55, 89]
