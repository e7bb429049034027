// Classes and enums conform to protocols too.
protocol Scorable { func score() -> Int }
enum Letter: Scorable {
    case a, b
    func score() -> Int { self == .a ? 1 : 3 }
}
final class Player: Scorable {
    var points: Int
    init(points: Int) { self.points = points }
    func score() -> Int { points }
}
let all: [any Scorable] = [Letter.a, Player(points: 7), Letter.b]
print(all.map { $0.score() }, all.reduce(0) { $0 + $1.score() })

// expect: [1, 7, 3] 11
