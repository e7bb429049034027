// `append(contentsOf:)` wants a sequence, not one element.
print("this program must not run")
var xs = [1, 2]
xs.append(contentsOf: 3)
print(xs)

// expect error: no exact matches in call to instance method 'append'
