// A range of a type whose Stride is a Double is no collection: Range is one only when Bound.Stride is a SignedInteger.
print("this program must not run")
struct Seconds: Strideable {
    var t: Double
    func distance(to other: Seconds) -> Double { other.t - t }
    func advanced(by n: Double) -> Seconds { Seconds(t: t + n) }
}
let r = Seconds(t: 0)..<Seconds(t: 3)
print(r.contains(Seconds(t: 1)), r.count)

// expect error: referencing property 'count' on 'Range' requires that 'Double' conform to 'SignedInteger'
