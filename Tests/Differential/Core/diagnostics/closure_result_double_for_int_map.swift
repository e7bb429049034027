// A map whose closure's result type is stated and its value is of another type.
print("this program must not run")
let steps = [1, 2, 3]
let halves: [Int] = steps.map { Double($0) / 2 }
print(halves)

// expect error: cannot convert value of type 'Double' to closure result type 'Int'
