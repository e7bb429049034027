// while let loops until the optional is nil.
var stack = [1, 2, 3]
while let top = stack.popLast() {
    print(top)
}
var iterator = ["x", "y"].makeIterator()
while let item = iterator.next() { print(item) }

// expect: 3
// expect: 2
// expect: 1
// expect: x
// expect: y
