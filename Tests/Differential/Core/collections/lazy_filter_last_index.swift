// lastIndex(where:) and lastIndex(of:) of a lazy filter walk back from its end, asking its
// startIndex (which tests from the front) at every step, as BidirectionalCollection's do.
let a = [5, 3, 8, 1, 9, 2]
let f = a.lazy.filter { x -> Bool in print("t", x); return x > 4 }
print(f.lastIndex(where: { $0 < 9 }) as Any)
print(f.lastIndex(of: 7) as Any)
let m = a.lazy.map { x -> Int in print("m", x); return x * 2 }
print(m.lastIndex(where: { $0 < 6 }) as Any)

// expect: t 5
// expect: t 2
// expect: t 9
// expect: t 5
// expect: t 1
// expect: t 8
// expect: Optional(2)
// expect: t 7
// expect: t 5
// expect: t 2
// expect: t 9
// expect: t 5
// expect: t 1
// expect: t 8
// expect: t 5
// expect: t 3
// expect: t 5
// expect: t 5
// expect: nil
// expect: m 2
// expect: Optional(5)
