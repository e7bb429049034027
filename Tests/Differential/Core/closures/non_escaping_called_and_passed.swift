// A non-escaping closure parameter may be called, bound to a local and passed to another non-escaping one.
func twice(_ f: () -> Void) { f(); f() }
func run(_ body: () -> Void) {
    let local = body
    local()
    twice(body)
    [1, 2].forEach { _ in body() }
}
var count = 0
run { count += 1 }
var later: [() -> Void] = []
func keep(_ f: @escaping () -> Void) { later.append(f) }
keep { count += 10 }
later.forEach { $0() }
print(count)

// expect: 15
