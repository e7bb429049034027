// dropFirst of a lazy map over a stride is a DropFirstSequence: a negative count traps when it is made.
let s = stride(from: 1, to: 7, by: 1).lazy.map { $0 * 2 }
print("before")
let d = s.dropFirst(-1)
print(Array(d))

// expect: before
// expect runtime error: Can't drop a negative number of elements from a sequence
