// A lazy filter's `indices` are its base's indices of the elements it keeps, walked by
// `index(after:)` as the loop reads them: the closure runs up to the first kept element when
// `indices` is read, then up to each next one before the loop's body sees the index.
let a = [1, 2, 3, 4, 5, 6, 7]
let lz = a.lazy.filter { x -> Bool in print("test", x); return x % 3 == 0 }
print("indices")
let ix = lz.indices
print("loop")
for i in ix { print("index", i, "element", lz[i]) }

let slice = a[2...]
let evens = slice.lazy.filter { x -> Bool in print("even?", x); return x % 2 == 0 }
for i in evens.indices { print(i, evens[i]) }

let range = 10..<20
let fours = range.lazy.filter { $0 % 4 == 0 }
var found: [Int] = []
for i in fours.indices { found.append(i) }
print(found)

let none = a.lazy.filter { x -> Bool in print("big?", x); return x > 10 }
for i in none.indices { print("never", i) }
print("done")

// expect: indices
// expect: test 1
// expect: test 2
// expect: test 3
// expect: loop
// expect: test 4
// expect: test 5
// expect: test 6
// expect: index 2 element 3
// expect: test 7
// expect: index 5 element 6
// expect: even? 3
// expect: even? 4
// expect: even? 5
// expect: even? 6
// expect: 3 4
// expect: even? 7
// expect: 5 6
// expect: [12, 16]
// expect: big? 1
// expect: big? 2
// expect: big? 3
// expect: big? 4
// expect: big? 5
// expect: big? 6
// expect: big? 7
// expect: done
