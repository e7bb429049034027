// A mutating requirement, implemented by a struct and called on a var.
protocol Counter {
    var count: Int { get }
    mutating func increment()
}
struct Clicks: Counter {
    var count = 0
    mutating func increment() { count += 1 }
}
var c = Clicks()
c.increment()
c.increment()
print(c.count)
var any: any Counter = Clicks(count: 10)
any.increment()
print(any.count)

// expect: 2
// expect: 11
