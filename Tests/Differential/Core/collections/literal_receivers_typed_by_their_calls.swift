// A literal array or range receiving a member call takes the element type the call asks for:
// from an argument (`contains(2.5)`, a Character), or from the context through a chain of calls.
let x = 2.5
print([1, 2].contains(2.5), [1, 2, 3].contains(x))
print((1...5).contains(2.5), (0..<3).contains(x))
let halves: [Double] = [1, 2, 3].filter { $0 > 1 }.map { $0 / 2 }
print(halves)
let c: Character = "q"
print(("a"..."z").contains(c), ["a", "b"].contains(c))
let floats: [Float] = [4, 2, 8].sorted().dropLast().map { $0 }
print(floats)
print([1, 2, 3].firstIndex(of: 2.0).map { $0 + 1 } ?? -1)
let total: Double = [1, 2, 3].reduce(0, +)
let largest: Double? = [3, 1, 2].max()
print(total, largest ?? 0)
print([1, 2, 3].map { $0 * 2 }, [7, 8].contains(8), [5, 6].reduce(0, +) / 4)

// expect: false false
// expect: true true
// expect: [1.0, 1.5]
// expect: true false
// expect: [2.0, 4.0]
// expect: 2
// expect: 6.0 3.0
// expect: [2, 4, 6] true 2
