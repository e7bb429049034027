// A throwing initialiser.
struct Ratio {
    enum Problem: Error { case zeroDenominator }
    let value: Double
    init(_ a: Double, _ b: Double) throws {
        if b == 0 { throw Problem.zeroDenominator }
        value = a / b
    }
}
print(try Ratio(1, 4).value)
do { _ = try Ratio(1, 0) } catch { print("error", error) }

// expect: 0.25
// expect: error zeroDenominator
