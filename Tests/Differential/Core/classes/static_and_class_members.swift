// Static stored properties shared by all instances; class methods overridden.
class Widget {
    static var created = 0
    let id: Int
    init() {
        Widget.created += 1
        id = Widget.created
    }
    class func kind() -> String { "widget" }
}
class Button: Widget {
    override class func kind() -> String { "button" }
}
let w = [Widget(), Button(), Widget()]
print(w.map(\.id), Widget.created)
print(Widget.kind(), Button.kind())

// expect: [1, 2, 3] 3
// expect: widget button
