// `where T.Stride == Int` refuses a type whose Stride is a Double.
print("this program must not run")
struct Seconds: Strideable {
    var t: Double
    func distance(to other: Seconds) -> Double { other.t - t }
    func advanced(by n: Double) -> Seconds { Seconds(t: t + n) }
}
func next<T: Strideable>(_ x: T) -> T where T.Stride == Int { x.advanced(by: 1) }
print(next(Seconds(t: 1)))

// expect error: global function 'next' requires the types 'Double' and 'Int' be equivalent
