// A non-mutating method's self is immutable: swiftc words each error by the outermost access.
print("this program must not run")
struct Tally {
    var n = 0
    var marks = [0]
    func a() { self.n = 2 }
    func b() { self.n += 1 }
    func c() { self.marks[0] = 1 }
    func d() { marks[0] = 1 }
    func e() { marks[0] += 1 }
}
print(Tally().n)

// expect error: cannot assign to property: 'self' is immutable
