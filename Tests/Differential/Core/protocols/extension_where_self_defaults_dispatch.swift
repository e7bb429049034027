// A requirement's default in `extension P` beside one in `extension P where Self: Q`: each
// conformer's witness is the most constrained default it meets, also through `any P`; a mutating
// member of `where Self: Q` sets Q's property; a class-bound protocol's extension sets its
// properties from a non-mutating method.
protocol Drawable { func draw() -> String }
protocol Fancy {}
extension Drawable { func draw() -> String { "plain draw" } }
extension Drawable where Self: Fancy { func draw() -> String { "fancy draw" } }
struct Dull: Drawable {}
struct Shiny: Drawable, Fancy {}
let drawables: [any Drawable] = [Dull(), Shiny()]
for d in drawables { print(d.draw()) }
protocol HasCount { var count: Int { get set } }
protocol Bumpable {}
extension Bumpable where Self: HasCount {
    mutating func bump() { count += 1 }
}
struct Tally: HasCount, Bumpable { var count = 0 }
var tally = Tally()
tally.bump(); tally.bump()
print(tally.count)
protocol Counter: AnyObject { var n: Int { get set } }
extension Counter { func increment() { n += 1 } }
final class Clicks: Counter { var n = 0 }
let clicks = Clicks()
clicks.increment(); clicks.increment(); clicks.increment()
print(clicks.n)

// expect: plain draw
// expect: fancy draw
// expect: 2
// expect: 3
