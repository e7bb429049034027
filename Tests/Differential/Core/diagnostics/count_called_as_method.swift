// An array's count is a property, not a method.
print("this program must not run")
let sides = [3, 4, 5]
print(sides.count())

// expect error: cannot call value of non-function type 'Int'
