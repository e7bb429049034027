// The first return in source order (a nested one) fixes a closure's result type: a later Double does not fit its Int.
print("this program must not run")
let values = [1, 2].map { x in
    if x > 1 { return 1 }
    return 2.5
}
print(values)

// expect error: cannot convert value of type 'Double' to closure result type 'Int'
