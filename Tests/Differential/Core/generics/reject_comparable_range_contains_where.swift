// contains with a closure is Sequence's contains(where:), which a range of a program's type that
// is only Comparable lacks; the range's own contains(_:) takes a value, so no candidate matches.
print("this program must not run")
struct Grade: Comparable {
    var score: Int
    static func < (a: Grade, b: Grade) -> Bool { a.score < b.score }
}
let pass = Grade(score: 50)..<Grade(score: 90)
print(pass.contains { $0.score > 60 })

// expect error: no exact matches in call to instance method 'contains'
