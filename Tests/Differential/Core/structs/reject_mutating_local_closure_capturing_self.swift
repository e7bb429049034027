// A closure kept in a local constant escapes in swiftc's eyes: in a mutating method it cannot capture `self`.
print("this program must not run")
struct Tally {
    var total = 0
    mutating func add(_ n: Int) {
        let bump = { self.total += n }
        bump()
    }
}
var t = Tally()
t.add(2)
print(t.total)

// expect error: escaping closure captures mutating 'self' parameter
