// An enum with a raw type reads `rawValue` without `self.` in its own members.
enum Candy: String, CaseIterable {
    case red, blue, mint = "peppermint"
    var id: String { rawValue }
    var shout: String { rawValue.uppercased() + "!" }
    func label(_ prefix: String) -> String { prefix + rawValue }
    static func names() -> [String] { allCases.map { $0.id } }
}
enum Step: Int {
    case one = 1, two, three
    var doubled: Int { rawValue * 2 }
    var next: Step? { Step(rawValue: rawValue + 1) }
}
print(Candy.red.id, Candy.mint.shout, Candy.blue.label("candy: "))
print(Candy.names())
print(Step.two.doubled, Step.two.next == .three, Step.three.next == nil)

// expect: red PEPPERMINT! candy: blue
// expect: ["red", "blue", "peppermint"]
// expect: 4 true true
