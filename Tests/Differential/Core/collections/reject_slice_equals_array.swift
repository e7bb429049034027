// An ArraySlice compares with an array literal, but not with an array value.
print("this program must not run")
let xs = [1, 2, 3]
let ys = [2, 3]
print(xs[1...] == ys)

// expect error: binary operator '==' cannot be applied to operands of type 'ArraySlice<Int>' and '[Int]'
