// A closure must take the number of parameters its type says.
print("this program must not run")
let xs = [1, 2].map { a, b in a + b }
print(xs)

// expect error: contextual closure type '(Int) -> String' expects 1 argument, but 2 were used in closure body
