// An array literal takes its elements' type from the context through element-keeping calls:
// `[1, 2, 3].prefix(n).map { $0 }` passed as [Double] makes the literal's elements Doubles.
struct Samples {
    var values: [Double]
    init(_ values: [Double]) { self.values = values }
    init(first n: Int) { self.init([1, 2, 3].prefix(n).map { $0 }) }
    init(halves n: Int) { self.init([1, 2, 3, 4].filter { $0 > 1 }.prefix(n).map { $0 / 2 }) }
}
print(Samples(first: 2).values)
print(Samples(halves: 2).values)
let scaled: [Double] = [1, 2, 3].map { $0 * 1.5 }
let sorted: [Double] = [3, 1, 2].sorted().dropFirst().map { $0 }
print(scaled, sorted)
let slice: ArraySlice<Double> = [4, 5, 6].dropFirst()
print(slice)

// expect: [1.0, 2.0]
// expect: [1.0, 1.5]
// expect: [1.5, 3.0, 4.5] [2.0, 3.0]
// expect: [5.0, 6.0]
