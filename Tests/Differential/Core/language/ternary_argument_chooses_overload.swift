// A `? :` of number literals passed to an overloaded function takes the overload whose parameter
// the literals fit (a button style's `scaleEffect(pressed ? 0.95 : 1)` takes the number, not the
// size): a branch that fits no parameter leaves the whole expression without that type.
struct Size {
    var width = 1.0, height = 1.0
}
struct Figure {
    var scale = Size()
    func scaled(_ by: Size) -> Figure {
        Figure(scale: Size(width: scale.width * by.width, height: scale.height * by.height))
    }
    func scaled(_ by: Double) -> Figure { scaled(Size(width: by, height: by)) }
}
func describe(_ value: String) -> String { "text \(value)" }
func describe(_ value: Double) -> String { "number \(value)" }
func describe(_ value: [Int]) -> String { "list \(value.count)" }

for pressed in [true, false] {
    let figure = Figure().scaled(pressed ? 0.95 : 1.0).scaled(pressed ? 2 : 1)
    print(figure.scale.width, figure.scale.height)
    print(describe(pressed ? 1 : 2.5), describe(pressed ? "on" : "off"), describe(pressed ? [1] : [1, 2]))
    let wide = Figure().scaled(pressed ? Size(width: 2, height: 1) : Size())
    print(wide.scale.width, wide.scale.height)
}
let ratio: Double = 2 > 1 ? 3 : 4
print(ratio)

// expect: 1.9 1.9
// expect: number 1.0 text on list 1
// expect: 2.0 1.0
// expect: 1.0 1.0
// expect: number 2.5 text off list 2
// expect: 1.0 1.0
// expect: 3.0
