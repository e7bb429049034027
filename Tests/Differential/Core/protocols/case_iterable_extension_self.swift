// Self.allCases (and allCases) in an extension of CaseIterable or a protocol refining it: the
// conforming enum's cases, from instance, mutating and static members; type(of:).init on a struct.
extension CaseIterable where Self: Equatable {
    var index: Int { Array(Self.allCases).firstIndex(of: self) ?? 0 }
    func previous() -> Self {
        let all = Array(Self.allCases)
        return all[(index + all.count - 1) % all.count]
    }
    static var first: Self { allCases.first! }
    func next() -> Self {
        let all = Array(Self.allCases)
        return all[(all.firstIndex(of: self)! + 1) % all.count]
    }
    static var count: Int { allCases.count }
}
enum Light: CaseIterable { case red, amber, green }
protocol Cycling: CaseIterable, Equatable {}
extension Cycling {
    mutating func advance() {
        let all = Array(Self.allCases)
        self = all[(all.firstIndex(of: self)! + 1) % all.count]
    }
}
enum Phase: Cycling { case new, waxing, full, waning }
var ph = Phase.full
ph.advance(); print(ph); ph.advance(); print(ph)
print(Phase.waxing.index, Phase.new.previous(), Phase.first)
enum Weekday: String, CaseIterable { case mon, tue, wed
    static var names: [String] { allCases.map(\.rawValue) }
}
print(Weekday.names, Weekday.allCases.count)
struct Palette {
    static func make() -> Palette { Palette() }
    var n = 2
}
let kinds = [Palette.self]
print(kinds.count, type(of: Palette()).init(n: 7).n)
let light = Light.red
print(light.next(), Light.green.next(), Light.count, type(of: light).allCases.count)
print(type(of: 3) == Int.self, type(of: "s") == Int.self)

// expect: waning
// expect: new
// expect: 1 waning new
// expect: ["mon", "tue", "wed"] 3
// expect: 1 7
// expect: amber red 3 3
// expect: true false
