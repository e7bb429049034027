// A range of a program's type that is only Comparable is no Collection: Range's conformance needs
// Bound: Strideable and Bound.Stride: SignedInteger, so it has no count.
print("this program must not run")
struct Grade: Comparable {
    var score: Int
    static func < (a: Grade, b: Grade) -> Bool { a.score < b.score }
}
let pass = Grade(score: 50)..<Grade(score: 90)
print(pass.count)

// expect error: referencing property 'count' on 'Range' requires that 'Grade' conform to 'Strideable'
