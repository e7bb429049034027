// A closure or a method kept in a tuple is called through the element (`t.0()`, `t.name(3)`),
// labelled or not, nested, from a literal, an array's element, a dictionary's value, a
// variable whose element was replaced, and a function's result.
func seven() -> Int { 7 }
class Counter { var n = 0; func bump() -> Int { n += 1; return n } }
print((seven, 1).0())
let t = ({ (x: Int) in x * 2 }, "s")
print(t.0(3))
let c = Counter()
let actions = (bump: c.bump, show: { (x: Int) in print("show", x) })
actions.show(actions.bump())
actions.1(actions.0())
var pair = (f: { (s: String) in s.uppercased() }, g: 1)
print(pair.f("a"))
pair.f = { $0 + "!" }
print(pair.f("a"), pair.0("b"))
let list = [({ 1 }, "a"), ({ 2 }, "b")]
for item in list { print(item.0(), item.1) }
print(list[1].0())
let table: [String: (() -> Int, Int)] = ["k": ({ 9 }, 0)]
print(table["k"]?.0() ?? -1, table["z"]?.0() ?? -1)
let nested = ((f: { 5 }, 2), 3)
print(nested.0.f())
func make() -> (inc: (Int) -> Int, dec: (Int) -> Int) { ({ $0 + 1 }, { $0 - 1 }) }
print(make().inc(1), make().dec(1))

// expect: 7
// expect: 6
// expect: show 1
// expect: show 2
// expect: A
// expect: a! b!
// expect: 1 a
// expect: 2 b
// expect: 2
// expect: 9 -1
// expect: 5
// expect: 2 0
