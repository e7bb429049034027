// A class in a protocol composition (`Base & Named`): variables, parameters, arrays and a
// typealias of it have the class's members and the protocol's; `as?` and `is` test both parts;
// it converts to the class and to the protocol.
protocol Named { var name: String { get } }
class Base {
    var id: Int
    init(id: Int) { self.id = id }
    func describe() -> String { "#\(id)" }
}
class Sub: Base, Named { var name: String { "sub\(id)" } }
class Plain: Base {}
struct Tag: Named { var name = "tag" }
typealias NamedBase = Base & Named
let first: Base & Named = Sub(id: 1)
print(first.id, first.name, first.describe())
func show(_ value: Base & Named) -> String { "\(value.name) \(value.describe())" }
print(show(Sub(id: 2)))
let pair: [NamedBase] = [Sub(id: 3), Sub(id: 4)]
print(pair.map(\.name), pair.map { $0.id * 10 })
let mixed: [Base] = [Sub(id: 5), Plain(id: 6)]
for item in mixed {
    if let named = item as? Base & Named { print("named", named.name, named.id) } else { print("plain", item.describe()) }
}
print(mixed.compactMap { $0 as? NamedBase }.count, mixed[0] is NamedBase, mixed[1] is Base & Named)
let anything: [Any] = [Sub(id: 7), Tag(), Plain(id: 8)]
print(anything.map { $0 is Base & Named })
let base: Base = first
let named: any Named = first
first.id = 9
print(base.id, named.name, type(of: first))

// expect: 1 sub1 #1
// expect: sub2 #2
// expect: ["sub3", "sub4"] [30, 40]
// expect: named sub5 5
// expect: plain #6
// expect: 1 true false
// expect: [true, false, false]
// expect: 9 sub9 Sub
