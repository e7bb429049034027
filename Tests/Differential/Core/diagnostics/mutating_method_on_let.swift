// A mutating method cannot be called on a struct held in a `let`.
print("this program must not run")
struct Counter {
    var count = 0
    mutating func increment() { count += 1 }
}
let counter = Counter()
counter.increment()
print(counter.count)

// expect error: cannot use mutating member on immutable value: 'counter' is a 'let' constant
