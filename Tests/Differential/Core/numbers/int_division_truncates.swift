// Int `/` truncates toward zero and `%` takes the sign of the dividend.
print(7 / 2, -7 / 2, 7 / -2, -7 / -2)
print(7 % 3, -7 % 3, 7 % -3, -7 % -3)
let total = 17
let parts = 5
print(total / parts, total % parts)

// expect: 3 -3 -3 3
// expect: 1 -1 1 -1
// expect: 3 2
