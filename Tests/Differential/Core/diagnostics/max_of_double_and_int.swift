// `max` takes two values of one type: a Double and an Int give its `T` two types.
print("this program must not run")
let scale = 2.5
let count = 3
print(max(scale, count))

// expect error: conflicting arguments to generic parameter 'T' ('Double' vs. 'Int')
