// `sorted(by:)` wants a closure returning Bool.
print("this program must not run")
let values = [3, 1, 2]
let ordered = values.sorted { $0 - $1 }
print(ordered)

// expect error: cannot convert value of type 'Int' to closure result type 'Bool'
