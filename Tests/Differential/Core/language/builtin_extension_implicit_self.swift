// Inside an extension of a builtin type, a bare name reaches self's standard-library members.
extension String {
    var shouted: String { uppercased() + "!" }
    var letterCount: Int { count }
    func framed() -> String { "[" + lowercased() + "]" }
}
extension Int {
    var isEvenNumber: Bool { isMultiple(of: 2) }
    func clampedTo100() -> Int { Swift.min(self, 100) }
}
extension Double {
    var root: Double { squareRoot() }
}
print("hey".shouted, "four".letterCount, "MiXed".framed())
print(6.isEvenNumber, 7.isEvenNumber, 250.clampedTo100())
print(16.0.root)

// expect: HEY! 4 [mixed]
// expect: true false 100
// expect: 4.0
