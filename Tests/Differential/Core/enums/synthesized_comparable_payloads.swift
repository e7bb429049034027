// A synthesized Comparable enum orders by case, then by the payloads left to right: Int, Double,
// String, labelled and multi-payload cases, a struct payload with its own `<`, an indirect case.
struct Weight: Comparable {
    var grams: Int
    static func < (a: Weight, b: Weight) -> Bool { a.grams > b.grams }  // heavier first
}
enum Mark: Comparable {
    case dot(Int)
    case cross
    case ring(size: Double)
    case label(String)
    case pair(Int, String)
    case box(width: Double, height: Int)
    case weighed(Weight)
}
let marks: [Mark] = [.ring(size: 2), .dot(3), .cross, .label("b"), .dot(1), .pair(2, "a"),
                     .box(width: 1, height: 9), .ring(size: -0.5), .label("a"), .pair(1, "z"),
                     .box(width: 1, height: 2), .pair(1, "b"), .weighed(Weight(grams: 1)),
                     .box(width: 0.5, height: 40), .weighed(Weight(grams: 7)), .dot(-2)]
for mark in marks.sorted() { print(mark) }
print(marks.min()!, marks.max()!)
print(Mark.dot(1) < .dot(3), Mark.dot(3) < .dot(1), Mark.dot(2) < .dot(2), Mark.dot(2) <= .dot(2))
print(Mark.ring(size: 1.5) < .ring(size: 1.25), Mark.ring(size: 1.25) <= .ring(size: 1.5))
print(Mark.label("apple") < .label("banana"), Mark.label("b") > .label("apple"), Mark.label("b") >= .label("b"))
print(Mark.pair(1, "z") < .pair(2, "a"), Mark.pair(1, "b") < .pair(1, "a"), Mark.pair(1, "a") <= .pair(1, "a"))
print(Mark.box(width: 1, height: 2) < .box(width: 1, height: 3), Mark.box(width: 2, height: 0) < .box(width: 1, height: 9))
print(Mark.box(width: .nan, height: 1) < .box(width: 1, height: 2), Mark.box(width: -0.0, height: 1) < .box(width: 0, height: 2))
print(Mark.weighed(Weight(grams: 1)) < .weighed(Weight(grams: 2)), Mark.dot(99) < .cross, Mark.cross < .dot(-99))
print([Mark.dot(5), .dot(2), .dot(9)].sorted(by: >), [Mark.label("z"), .label("m")].min()!)
print(max(Mark.ring(size: 3), .ring(size: 4)), min(Mark.pair(3, "x"), .pair(3, "w")))

indirect enum Tree: Comparable {
    case leaf(Int)
    case node(Tree, Tree)
}
let trees: [Tree] = [.node(.leaf(2), .leaf(1)), .leaf(3), .node(.leaf(1), .leaf(9)), .leaf(-1), .node(.leaf(1), .leaf(4))]
print(trees.sorted())

// expect: dot(-2)
// expect: dot(1)
// expect: dot(3)
// expect: cross
// expect: ring(size: -0.5)
// expect: ring(size: 2.0)
// expect: label("a")
// expect: label("b")
// expect: pair(1, "b")
// expect: pair(1, "z")
// expect: pair(2, "a")
// expect: box(width: 0.5, height: 40)
// expect: box(width: 1.0, height: 2)
// expect: box(width: 1.0, height: 9)
// expect: weighed(main.Weight(grams: 7))
// expect: weighed(main.Weight(grams: 1))
// expect: dot(-2) weighed(main.Weight(grams: 1))
// expect: true false false true
// expect: false true
// expect: true true true
// expect: true false true
// expect: true false
// expect: false true
// expect: false true false
// expect: [main.Mark.dot(9), main.Mark.dot(5), main.Mark.dot(2)] label("m")
// expect: ring(size: 4.0) pair(3, "w")
// expect: [main.Tree.leaf(-1), main.Tree.leaf(3), main.Tree.node(main.Tree.leaf(1), main.Tree.leaf(4)), main.Tree.node(main.Tree.leaf(1), main.Tree.leaf(9)), main.Tree.node(main.Tree.leaf(2), main.Tree.leaf(1))]
