// Swift.min and Swift.max reach the global functions from inside a type with its own min.
struct Range2 {
    var lo: Int, hi: Int
    func min() -> Int { lo }
    func clamp(_ v: Int) -> Int { Swift.max(lo, Swift.min(hi, v)) }
}
let r = Range2(lo: 0, hi: 10)
print(r.min(), r.clamp(-5), r.clamp(50), r.clamp(7))
print(Swift.max(1.5, 2.5), Swift.min("b", "a"))

// expect: 0 0 10 7
// expect: 2.5 a
