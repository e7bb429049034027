// ! on a non-nil value unwraps it.
let values = [3, 1, 2]
print(values.max()!, values.first!, Int("8")!)

// expect: 3 3 8
