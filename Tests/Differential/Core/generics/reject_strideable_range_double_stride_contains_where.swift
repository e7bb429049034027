// A range of a program's Strideable type whose Stride is a Double is no Sequence: a closure passed
// to contains makes it contains(where:), which needs Bound.Stride: SignedInteger.
print("this program must not run")
struct Seconds: Strideable {
    var t: Double
    func distance(to other: Seconds) -> Double { other.t - t }
    func advanced(by d: Double) -> Seconds { Seconds(t: t + d) }
}
let span = Seconds(t: 0)..<Seconds(t: 2)
print(span.contains { $0.t > 1 })

// expect error: referencing instance method 'contains(where:)' on 'Range' requires that 'Double' conform to 'SignedInteger'
