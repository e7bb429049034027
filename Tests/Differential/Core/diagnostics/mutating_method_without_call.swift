// A struct's mutating method named without its call: swiftc does not let a program take a
// mutating method as a function value, called or kept.
print("this program must not run")
struct Counter {
    var count = 0
    mutating func bump() { count += 1 }
}
var counter = Counter()
counter.bump
let later = counter.bump
print(counter, later)

// expect error: cannot reference 'mutating' method as function value
