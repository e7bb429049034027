// A missing dictionary key force-unwrapped traps.
let ages = ["ann": 30]
print(ages["ann"]!)
print(ages["bob"]!)
print("unreachable")

// expect: 30
// expect runtime error: Unexpectedly found nil while unwrapping an Optional value
