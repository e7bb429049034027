// `formIndex(after:)` takes its index with `&`: a `let` index cannot be stepped.
print("this program must not run")
let a = [1, 2]
let i = a.startIndex
a.formIndex(after: &i)

// expect error: cannot pass immutable value as inout argument: 'i' is a 'let' constant
