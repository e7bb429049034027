// A protocol extension's mutating methods change `{ get set }` requirements of the conforming
// type: a stored property, a computed property with a setter, a class's property.
protocol Counter {
    var count: Int { get set }
    var log: [String] { get set }
}
extension Counter {
    mutating func bump(by n: Int = 1) {
        count += n
        log.append("bump \(n)")
    }
    mutating func reset() {
        self.count = 0
        log[0] = "reset"
    }
}
struct Plain: Counter {
    var count = 0
    var log: [String] = []
}
struct Mirrored: Counter {
    var stored = 10
    var log: [String] = []
    var count: Int {
        get { stored / 10 }
        set { stored = newValue * 10 }
    }
}
final class Shared: Counter {
    var count = 100
    var log: [String] = []
}
var p = Plain()
p.bump(); p.bump(by: 4)
print(p.count, p.log)
p.reset()
print(p.count, p.log)
var m = Mirrored()
m.bump(by: 2)
print(m.count, m.stored, m.log)
let s = Shared()
var alias: Counter = s
alias.bump(by: 5)
print(s.count, s.log)
func twice<T: Counter>(_ value: inout T) {
    value.bump()
    value.count *= 2
    value.log += ["twice"]
}
twice(&p)
print(p.count, p.log)
var boxes: [any Counter] = [Plain(), Mirrored()]
for i in boxes.indices { boxes[i].bump(by: i + 1) }
print(boxes.map { $0.count })

// expect: 5 ["bump 1", "bump 4"]
// expect: 0 ["reset", "bump 4"]
// expect: 3 30 ["bump 2"]
// expect: 105 ["bump 5"]
// expect: 2 ["reset", "bump 4", "bump 1", "twice"]
// expect: [1, 3]
