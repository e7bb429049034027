// A capture list copies the value at the time the closure is made.
var x = 1
let byReference = { x }
let byValue = { [x] in x }
x = 2
print(byReference(), byValue())

// expect: 2 1
