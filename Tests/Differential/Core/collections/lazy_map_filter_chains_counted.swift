// Chains of lazy maps and filters: `first` walks the filter's start (each element mapped, then
// tested) and maps the found element once more; `prefix(_:)` finds its end by the same walk and
// then reads its slice; a lazy compactMap is a map, a filter and a map.
let xs = [1, 2, 3, 4, 5, 6, 7, 8]
let m = xs.lazy.map { x -> Int in print("map", x); return x * 10 }.filter { x -> Bool in print("filter", x); return x > 30 }
print("first", m.first as Any)
print("prefix")
for v in m.prefix(3) { print("got", v) }
print("prefix array", Array(m.prefix(2)))
let c = xs.lazy.compactMap { x -> Int? in print("cm", x); return x % 2 == 0 ? x : nil }
print("cm first", c.first as Any)
for v in c.prefix(2) { print("cm got", v) }
let fm = xs.lazy.filter { x -> Bool in print("f", x); return x > 2 }.map { x -> Int in print("m", x); return x + 1 }
print("fm first", fm.first as Any)
print(Array(fm.prefix(2)))

// expect: map 1
// expect: filter 10
// expect: map 2
// expect: filter 20
// expect: map 3
// expect: filter 30
// expect: map 4
// expect: filter 40
// expect: map 4
// expect: first Optional(40)
// expect: prefix
// expect: map 1
// expect: filter 10
// expect: map 2
// expect: filter 20
// expect: map 3
// expect: filter 30
// expect: map 4
// expect: filter 40
// expect: map 5
// expect: filter 50
// expect: map 6
// expect: filter 60
// expect: map 7
// expect: filter 70
// expect: map 1
// expect: filter 10
// expect: map 2
// expect: filter 20
// expect: map 3
// expect: filter 30
// expect: map 4
// expect: filter 40
// expect: map 4
// expect: filter 40
// expect: got 40
// expect: map 5
// expect: filter 50
// expect: got 50
// expect: map 6
// expect: filter 60
// expect: got 60
// expect: map 1
// expect: filter 10
// expect: map 2
// expect: filter 20
// expect: map 3
// expect: filter 30
// expect: map 4
// expect: filter 40
// expect: map 5
// expect: filter 50
// expect: map 6
// expect: filter 60
// expect: map 1
// expect: filter 10
// expect: map 2
// expect: filter 20
// expect: map 3
// expect: filter 30
// expect: map 4
// expect: filter 40
// expect: map 4
// expect: filter 40
// expect: map 5
// expect: filter 50
// expect: prefix array [40, 50]
// expect: cm 1
// expect: cm 2
// expect: cm 2
// expect: cm first Optional(2)
// expect: cm 1
// expect: cm 2
// expect: cm 3
// expect: cm 4
// expect: cm 5
// expect: cm 6
// expect: cm 1
// expect: cm 2
// expect: cm 2
// expect: cm got 2
// expect: cm 3
// expect: cm 4
// expect: cm got 4
// expect: cm 5
// expect: f 1
// expect: f 2
// expect: f 3
// expect: m 3
// expect: fm first Optional(4)
// expect: f 1
// expect: f 2
// expect: f 3
// expect: f 4
// expect: f 5
// expect: f 1
// expect: f 2
// expect: f 3
// expect: f 3
// expect: m 3
// expect: f 4
// expect: m 4
// expect: [4, 5]
