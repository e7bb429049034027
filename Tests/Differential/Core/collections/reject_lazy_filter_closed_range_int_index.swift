// A lazy filter over a ClosedRange has its `ClosedRange<Int>.Index`es: no Int subscripts it, and its `startIndex` is no Int.
print("this program must not run")
let lz = (1...10).lazy.filter { $0 % 3 == 0 }
print(lz[0])
let first: Int = lz.startIndex
print(first)

// expect error: no exact matches in call to subscript
