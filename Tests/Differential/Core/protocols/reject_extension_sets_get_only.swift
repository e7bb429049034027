// A requirement declared `{ get }` cannot be set through the protocol, even in a mutating method.
print("this program must not run")
protocol Counter { var count: Int { get } }
extension Counter {
    mutating func bump() { count += 1 }
}
struct Plain: Counter { var count = 0 }
var p = Plain()
p.bump()
print(p.count)

// expect error: left side of mutating operator isn't mutable: 'count' is a get-only property
