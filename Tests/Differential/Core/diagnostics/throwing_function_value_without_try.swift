// A throwing function value called without `try`: a `rethrows` method named as a value
// (`xs.filter`) throws, as a closure declared `throws` does.
print("this program must not run")
let xs = [1, 2, 3]
let keep = xs.filter
print(keep { $0 > 1 })
let g: (Int) throws -> Int = { $0 }
print(g(1))

// expect error: call can throw but is not marked with 'try'
