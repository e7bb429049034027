// Swift's default description of a struct: type name and labelled fields, strings quoted.
struct Point { var x: Double; var y: Double }
struct Label {
    var text: String
    var at: Point
    var tags: [String]
    var weight: Int?
    var initial: Character
}
print(Point(x: 1, y: 2.5))
print(Label(text: "hi", at: Point(x: 0, y: 0), tags: ["a"], weight: 3, initial: "h"))
print(Label(text: "", at: Point(x: -1, y: 1e20), tags: [], weight: nil, initial: " "))
print([Point(x: 1, y: 1)])

// expect: Point(x: 1.0, y: 2.5)
// expect: Label(text: "hi", at: main.Point(x: 0.0, y: 0.0), tags: ["a"], weight: Optional(3), initial: "h")
// expect: Label(text: "", at: main.Point(x: -1.0, y: 1e+20), tags: [], weight: nil, initial: " ")
// expect: [main.Point(x: 1.0, y: 1.0)]
