// A non-mutating method cannot assign to a property.
print("this program must not run")
struct Counter {
    var n = 0
    func bump() { n += 1 }
}
print(Counter().n)

// expect error: left side of mutating operator isn't mutable: 'self' is immutable
