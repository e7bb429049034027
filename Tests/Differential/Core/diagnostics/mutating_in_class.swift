// `mutating` is for value types: a class's methods may always change its properties.
print("this program must not run")
class Counter {
    var count = 0
    mutating func bump() { count += 1 }
}
let c = Counter()
c.bump()
print(c.count)

// expect error: 'mutating' is not valid on instance methods in classes
