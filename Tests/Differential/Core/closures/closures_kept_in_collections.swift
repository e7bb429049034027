// Closures kept in dictionaries, arrays and tuples share the variables they capture: called
// through an optional lookup, an index, a destructured tuple and a replaced tuple element.
var handlers: [String: (Int) -> Int] = ["double": { $0 * 2 }, "inc": { $0 + 1 }]
print(handlers["double"]?(4) ?? 0, handlers["inc"]!(4), handlers["none"]?(4) ?? -1)
handlers["sq"] = { $0 * $0 }
for key in handlers.keys.sorted() { print(key, handlers[key]!(3)) }
var counter = 0
let actions: [() -> Void] = [{ counter += 1 }, { counter *= 10 }, { print("now", counter) }]
for action in actions { action() }
actions[2]()
var log: [String] = []
var callbacks: [String: () -> Void] = [:]
for name in ["a", "b"] { callbacks[name] = { log.append(name); counter += 1 } }
callbacks["b"]?(); callbacks["a"]?(); callbacks["z"]?()
print(log, counter)
let t = (add: { (a: Int, b: Int) in a + b }, label: "sum")
let (f, l) = t
print(l, f(2, 3), t.add(4, 5))
var tuples = [(f: { 1 }, n: 1), (f: { 2 }, n: 2)]
tuples[0].f = { 100 }
print(tuples.map { $0.f() + $0.n })

// expect: 8 5 -1
// expect: double 6
// expect: inc 4
// expect: sq 9
// expect: now 10
// expect: now 10
// expect: ["b", "a"] 12
// expect: sum 5 9
// expect: [101, 4]
