// A mutating method's `self` is inout: a closure stored in a property cannot capture it.
print("this program must not run")
struct Counter {
    var count = 0
    var onTap: (() -> Void)? = nil
    mutating func arm() { onTap = { self.count += 1 } }
}
var c = Counter()
c.arm()
print(c.count)

// expect error: escaping closure captures mutating 'self' parameter
