// A defaulted `#line`, `#column` or `#function` is the caller's: the line and column where the
// call's arguments begin (its `(`, `[` or trailing closure), the function the call is written in
// (`f(_:label:)`, a property's name in its accessors, `main` at the top level).
func log(_ message: String, function: String = #function, line: Int = #line, column: Int = #column) {
    print("\(function):\(line):\(column) \(message)")
}
func work() {
    log("in work")
}
work()
log("top")
struct Model {
    var value = 0 { didSet { log("didSet") } }
    var doubled: Int { log("getter"); return value * 2 }
    init() { log("init") }
    func run(_ times: Int, label: String) { log("method") }
    subscript(i: Int, j: Int) -> Int { log("subscript"); return i + j }
    static func make() -> Model { log("static"); return Model() }
}
var model = Model()
model.run(1, label: "x")
_ = model.doubled
model.value = 3
_ = model[1, 2]
_ = Model.make()
func at(_ x: Int = 0, line: UInt = #line, column: Int = #column) -> String { "\(line):\(column)" }
print(at())
print(  at (1))
print(at(
    2))
func trailing(column: Int = #column, _ body: () -> Void) -> Int { column }
print(trailing { })
let closure = { (a: Int) in at() }
print(closure(1))
func nested() -> String {
    let inner = { () -> String in
        func deeper(x: Int) -> String { #function }
        return #function + " " + deeper(x: 1)
    }
    return inner()
}
print(nested())
print(#line, #column, #function)

// expect: work():8:8 in work
// expect: main:11:4 top
// expect: init():15:17 init
// expect: run(_:label:):16:48 method
// expect: doubled:14:27 getter
// expect: value:13:33 didSet
// expect: subscript(_:_:):17:43 subscript
// expect: make():18:38 static
// expect: init():15:17 init
// expect: 27:9
// expect: 28:12
// expect: 29:9
// expect: 16
// expect: 33:31
// expect: nested() deeper(x:)
// expect: 43 14 main
