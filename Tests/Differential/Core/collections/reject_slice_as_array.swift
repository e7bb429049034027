// An ArraySlice is not an Array: an [Int] annotation does not take one.
print("this program must not run")
let xs = [1, 2, 3, 4]
let tail: [Int] = xs[1...]
print(tail)

// expect error: cannot convert value of type 'ArraySlice<Int>' to specified type '[Int]'
