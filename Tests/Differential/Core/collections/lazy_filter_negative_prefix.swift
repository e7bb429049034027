// prefix of a negative length is Collection's precondition failure, for a lazy filter too.
let kept = [1, 2, 3].lazy.filter { $0 > 1 }
print(Array(kept.prefix(1)))
let n = -1
print(Array(kept.prefix(n)))

// expect: [2]
// expect runtime error: Can't take a prefix of negative length from a collection
