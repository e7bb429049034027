// The Sequence methods read a stride of a program's Strideable type as Swift's do: map, Array,
// sorted and reversed first walk it for its underestimatedCount (StrideTo's walks the whole
// stride), then again; filter, compactMap, reduce, min, max and prefix walk it once, each closure
// or comparison running on a value as the iterator gives it.
struct Mark: Strideable, Hashable, CustomStringConvertible {
    var v: Int
    func distance(to other: Mark) -> Int {
        print(" d\(v)>\(other.v)", terminator: "")
        return other.v - v
    }
    func advanced(by n: Int) -> Mark {
        print(" a\(v)+\(n)", terminator: "")
        return Mark(v: v + n)
    }
    var description: String { "m\(v)" }
}
let marks = stride(from: Mark(v: 0), to: Mark(v: 5), by: 2)
let down = stride(from: Mark(v: 4), through: Mark(v: 0), by: -2)
print("map:", terminator: "")
print(marks.map { m -> Int in print(" f\(m)", terminator: ""); return m.v })
print("filter:", terminator: "")
print(marks.filter { m in print(" f\(m)", terminator: ""); return m.v > 0 })
print("compactMap:", terminator: "")
print(marks.compactMap { m -> Int? in print(" f\(m)", terminator: ""); return m.v == 2 ? nil : m.v })
print("reduce:", terminator: "")
print(marks.reduce(0) { sum, m in print(" f\(m)", terminator: ""); return sum + m.v })
print("Array:", terminator: "")
print(Array(down))
print("sorted:", terminator: "")
print(down.sorted())
print("reversed:", terminator: "")
print(marks.reversed())
print("max:", terminator: "")
print(marks.max()!)
print("min:", terminator: "")
print(marks.min()!)
print("prefix:", terminator: "")
print(Array(marks.prefix(2)))

// expect: map: d0>5 a0+2 d2>5 a2+2 d4>5 a4+2 d6>5 d0>5 a0+2 fm0 d2>5 a2+2 fm2 d4>5 a4+2 fm4 d6>5[0, 2, 4]
// expect: filter: d0>5 a0+2 fm0 d2>5 a2+2 fm2 d4>5 a4+2 fm4 d6>5[m2, m4]
// expect: compactMap: d0>5 a0+2 fm0 d2>5 a2+2 fm2 d4>5 a4+2 fm4 d6>5[0, 4]
// expect: reduce: d0>5 a0+2 fm0 d2>5 a2+2 fm2 d4>5 a4+2 fm4 d6>56
// expect: Array: d0>4 a4+-2 d0>2 a2+-2 d0>0 d0>0 d0>0 d0>0 d0>4 a4+-2 d0>2 a2+-2 d0>0 d0>0 d0>0 d0>0[m4, m2, m0]
// expect: sorted: d0>4 a4+-2 d0>2 a2+-2 d0>0 d0>0 d0>0 d0>0 d0>4 a4+-2 d0>2 a2+-2 d0>0 d0>0 d0>0 d0>0 d2>4 d0>4 d0>2[m0, m2, m4]
// expect: reversed: d0>5 a0+2 d2>5 a2+2 d4>5 a4+2 d6>5 d0>5 a0+2 d2>5 a2+2 d4>5 a4+2 d6>5[m4, m2, m0]
// expect: max: d0>5 a0+2 d2>5 a2+2 d0>2 d4>5 a4+2 d2>4 d6>5m4
// expect: min: d0>5 a0+2 d2>5 a2+2 d2>0 d4>5 a4+2 d4>0 d6>5m0
// expect: prefix: d0>5 a0+2 d2>5 a2+2[m0, m2]
