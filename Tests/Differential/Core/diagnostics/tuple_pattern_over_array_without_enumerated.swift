// A `for (i, x) in` loop over an array of Ints, not its `enumerated()`.
print("this program must not run")
let widths = [3, 4, 5]
for (index, width) in widths {
    print(index, width)
}

// expect error: tuple pattern cannot match values of non-tuple type 'Int'
