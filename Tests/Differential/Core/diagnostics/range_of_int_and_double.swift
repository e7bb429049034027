// A range's bounds are of one type: an Int and a Double give the operator's `Self` two types.
print("this program must not run")
let low = 1
let high = 4.5
let span = low..<high
print(span)

// expect error: conflicting arguments to generic parameter 'Self' ('Int' vs. 'Double')
