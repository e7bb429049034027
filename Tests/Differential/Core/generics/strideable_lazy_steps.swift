// A stride over a program's Strideable type is lazy, as Swift's StrideTo and StrideThrough
// iterators are: each next() compares the value it holds with the end (by distance(to:) when the
// type has no < of its own), through: then asks whether it equals the end, and only then steps on
// by advanced(by:), so a loop that leaves early or a scan of an endless stride reads no further.
struct Tick: Strideable, CustomStringConvertible {
    var n: Int
    func distance(to other: Tick) -> Int {
        print("  distance \(n) to \(other.n)")
        return other.n - n
    }
    func advanced(by k: Int) -> Tick {
        print("  advance \(n) by \(k)")
        return Tick(n: n + k)
    }
    var description: String { "t\(n)" }
}
print("made")
let ticks = stride(from: Tick(n: 0), to: Tick(n: 5), by: 2)
print("loop")
for t in ticks { print("body", t) }
print("through")
for t in stride(from: Tick(n: 4), through: Tick(n: 0), by: -2) { print("body", t) }
print("break")
for t in stride(from: Tick(n: 0), through: Tick(n: 100), by: 10) {
    if t.n >= 10 { break }
    print("body", t)
}
print("endless first(where:)")
print(stride(from: Tick(n: 0), to: Tick(n: Int.max), by: 3).first { $0.n > 4 } as Any)
print("contains(where:)")
print(ticks.contains { $0.n == 2 })
print("allSatisfy")
print(ticks.allSatisfy { $0.n < 1 })
print("forEach")
ticks.forEach { print("each", $0) }
print("contains")
print(ticks.contains(Tick(n: 2)))
print(ticks.contains(Tick(n: 9)))
print(stride(from: Tick(n: 4), through: Tick(n: 0), by: -2).contains(Tick(n: 5)))
print(stride(from: Tick(n: 4), to: Tick(n: 0), by: -2).contains(Tick(n: 0)))
print("where")
for t in ticks where t.n > 0 { print("body", t) }
print("enumerated")
for (i, t) in ticks.enumerated() { print("body", i, t) }
print("zip")
for (t, s) in zip(ticks, ["a", "b"]) { print("body", t, s) }
print("lazy map")
for x in ticks.lazy.map({ $0.n * 10 }) { print("body", x) }

// A floating-point Stride: each value is the start advanced by the stride times its number.
struct Clock: Strideable {
    var t: Double
    func distance(to other: Clock) -> Double { other.t - t }
    func advanced(by d: Double) -> Clock {
        print("  advance \(t) by \(d)")
        return Clock(t: t + d)
    }
}
for c in stride(from: Clock(t: 1), to: Clock(t: 2), by: 0.25) { print("body", c.t) }

// expect: made
// expect: loop
// expect:   distance 0 to 5
// expect:   advance 0 by 2
// expect: body t0
// expect:   distance 2 to 5
// expect:   advance 2 by 2
// expect: body t2
// expect:   distance 4 to 5
// expect:   advance 4 by 2
// expect: body t4
// expect:   distance 6 to 5
// expect: through
// expect:   distance 0 to 4
// expect:   advance 4 by -2
// expect: body t4
// expect:   distance 0 to 2
// expect:   advance 2 by -2
// expect: body t2
// expect:   distance 0 to 0
// expect:   distance 0 to 0
// expect: body t0
// expect:   distance 0 to 0
// expect:   distance 0 to 0
// expect: break
// expect:   distance 0 to 100
// expect:   advance 0 by 10
// expect: body t0
// expect:   distance 10 to 100
// expect:   advance 10 by 10
// expect: endless first(where:)
// expect:   distance 0 to 9223372036854775807
// expect:   advance 0 by 3
// expect:   distance 3 to 9223372036854775807
// expect:   advance 3 by 3
// expect:   distance 6 to 9223372036854775807
// expect:   advance 6 by 3
// expect: Optional(t6)
// expect: contains(where:)
// expect:   distance 0 to 5
// expect:   advance 0 by 2
// expect:   distance 2 to 5
// expect:   advance 2 by 2
// expect: true
// expect: allSatisfy
// expect:   distance 0 to 5
// expect:   advance 0 by 2
// expect:   distance 2 to 5
// expect:   advance 2 by 2
// expect: false
// expect: forEach
// expect:   distance 0 to 5
// expect:   advance 0 by 2
// expect: each t0
// expect:   distance 2 to 5
// expect:   advance 2 by 2
// expect: each t2
// expect:   distance 4 to 5
// expect:   advance 4 by 2
// expect: each t4
// expect:   distance 6 to 5
// expect: contains
// expect:   distance 2 to 0
// expect:   distance 2 to 5
// expect:   distance 0 to 5
// expect:   advance 0 by 2
// expect:   distance 0 to 2
// expect:   distance 2 to 5
// expect:   advance 2 by 2
// expect:   distance 2 to 2
// expect: true
// expect:   distance 9 to 0
// expect:   distance 9 to 5
// expect: false
// expect:   distance 5 to 0
// expect:   distance 4 to 5
// expect: false
// expect:   distance 0 to 0
// expect: false
// expect: where
// expect:   distance 0 to 5
// expect:   advance 0 by 2
// expect:   distance 2 to 5
// expect:   advance 2 by 2
// expect: body t2
// expect:   distance 4 to 5
// expect:   advance 4 by 2
// expect: body t4
// expect:   distance 6 to 5
// expect: enumerated
// expect:   distance 0 to 5
// expect:   advance 0 by 2
// expect: body 0 t0
// expect:   distance 2 to 5
// expect:   advance 2 by 2
// expect: body 1 t2
// expect:   distance 4 to 5
// expect:   advance 4 by 2
// expect: body 2 t4
// expect:   distance 6 to 5
// expect: zip
// expect:   distance 0 to 5
// expect:   advance 0 by 2
// expect: body t0 a
// expect:   distance 2 to 5
// expect:   advance 2 by 2
// expect: body t2 b
// expect:   distance 4 to 5
// expect:   advance 4 by 2
// expect: lazy map
// expect:   distance 0 to 5
// expect:   advance 0 by 2
// expect: body 0
// expect:   distance 2 to 5
// expect:   advance 2 by 2
// expect: body 20
// expect:   distance 4 to 5
// expect:   advance 4 by 2
// expect: body 40
// expect:   distance 6 to 5
// expect:   advance 1.0 by 0.25
// expect: body 1.0
// expect:   advance 1.0 by 0.5
// expect: body 1.25
// expect:   advance 1.0 by 0.75
// expect: body 1.5
// expect:   advance 1.0 by 1.0
// expect: body 1.75
