// zip(a, b).lazy.map { … }.first written as one expression takes Sequence's eager map (an array,
// whose first is a property: every closure runs); a stored lazy map over a zip has only the
// method first(where:), which reads no further than it must.
let a = [1, 2, 3], b = [10, 20, 30]
print(zip(a, b).lazy.map { x, y -> Int in print("z", x); return x + y }.first!)
print(zip(a, b).lazy.filter { $0.0 > 1 }.first!)
print(type(of: zip(a, b).lazy.map { $0 + $1 }.first))
let zm = zip(a, b).lazy.map { x, y -> Int in print("w", x); return x + y }
print(type(of: zm))
print(zm.first(where: { $0 > 15 })!)
print(zip(a, b).lazy.map { $0 * $1 }.count)

// expect: z 1
// expect: z 2
// expect: z 3
// expect: 11
// expect: (2, 20)
// expect: Optional<Int>
// expect: LazyMapSequence<Zip2Sequence<Array<Int>, Array<Int>>, Int>
// expect: w 1
// expect: w 2
// expect: 22
// expect: 3
