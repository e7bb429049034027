// `AnySequence` wraps a sequence (each iteration starts afresh) or a closure that makes an
// `AnyIterator`; a program's own `IteratorProtocol` type drives `for`-`in` through its sequence
// and `while let`, and an `AnyIterator` closure over it.
struct Countdown: IteratorProtocol {
    var count: Int
    mutating func next() -> Int? {
        if count == 0 { return nil }
        defer { count -= 1 }
        return count
    }
}
struct Launch: Sequence {
    let start: Int
    func makeIterator() -> Countdown { Countdown(count: start) }
}
var launched: [Int] = []
for x in Launch(start: 3) { launched.append(x) }
print(launched)
var manual = Countdown(count: 2)
while let value = manual.next() { print("manual", value) }
let wrapped = AnySequence([1, 2, 3])
print(wrapped.map { $0 * 2 }, Array(wrapped))
let made = AnySequence { () -> AnyIterator<Int> in
    var i = 0
    return AnyIterator { i += 1; return i <= 2 ? i * 10 : nil }
}
print(Array(made), Array(made))
var original = Countdown(count: 3)
let erased = AnyIterator { original.next() }
print(erased.next() as Any, original.count)
print(Array(erased), erased.map { $0 + 1 })
let launches = AnySequence(Launch(start: 4))
print(launches.filter { $0 % 2 == 0 }, launches.reduce(0, +))
func evens(below limit: Int) -> AnySequence<Int> {
    AnySequence(stride(from: 0, to: limit, by: 2))
}
for e in evens(below: 7) { print("even", e) }
let fresh = AnySequence { () -> AnyIterator<Int> in
    var countdown = Countdown(count: 2)
    return AnyIterator { countdown.next() }
}
print(fresh.contains(1), fresh.filter { $0 < 2 }, fresh.first(where: { $0 < 2 }) as Any, Array(fresh))

// expect: [3, 2, 1]
// expect: manual 2
// expect: manual 1
// expect: [2, 4, 6] [1, 2, 3]
// expect: [10, 20] [10, 20]
// expect: Optional(3) 2
// expect: [2, 1] []
// expect: [4, 2] 10
// expect: even 0
// expect: even 2
// expect: even 4
// expect: even 6
// expect: true [1] Optional(1) [2, 1]
