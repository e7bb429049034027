// A Dictionary's subscript by position only reads: a pair is not assigned through it.
print("this program must not run")
var d = ["a": 1]
d[d.startIndex] = (key: "b", value: 2)
print(d)

// expect error: cannot assign through subscript: subscript is get-only
