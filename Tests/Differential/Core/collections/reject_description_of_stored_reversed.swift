// A stored `ReversedCollection` has no `description`: only a `reversed()` call read at once
// takes the `reversed()` that returns an array.
print("this program must not run")
let backwards = [1, 2, 3].reversed()
print(backwards.description)

// expect error: value of type 'ReversedCollection<[Int]>' has no member 'description'
