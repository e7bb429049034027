// A subclass inherits its superclass's static and class members (`Sub.count`, `Sub.kind()`);
// `super.kind()` and `super.tag` in a class member's override; a class metatype value reaches
// the class var or class func of the class it holds.
class Widget {
    static var created = 0
    class func kind() -> String { "widget" }
    static func make() -> Widget {
        created += 1
        return Widget()
    }
    class var tag: String { "w\(created)" }
}
class Button: Widget {
    override class func kind() -> String { "button/" + super.kind() }
    override class var tag: String { "b" + super.tag }
}
class Big: Button {}
_ = Big.make()
Big.created += 10
print(Big.kind(), Big.created, Widget.created, Big.tag, Button.tag, type(of: Big.make()))
let all: [Widget] = [Widget(), Button(), Big()]
print(all.map { type(of: $0).tag }, all.map { type(of: $0).kind() })
let kind: Widget.Type = Big.self
print(kind.tag, kind.kind())

// expect: button/widget 11 11 bw11 bw11 Widget
// expect: ["w12", "bw12", "bw12"] ["widget", "button/widget", "button/widget"]
// expect: bw12 button/widget
