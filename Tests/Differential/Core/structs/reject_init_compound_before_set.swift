// `x += 1` reads `x`: in an initialiser, before `x` is set, it is rejected.
print("this program must not run")
struct Counter {
    var count: Int
    init() {
        count += 1
    }
}
print(Counter().count)

// expect error: variable 'self.count' passed by reference before being initialized
