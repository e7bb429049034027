// A weak reference does not keep its object alive and reads nil once the object is gone.
class Delegate {
    let name: String
    init(_ name: String) { self.name = name }
    deinit { print("delegate", name, "gone") }
}
class Button {
    weak var delegate: Delegate?
    func tap() { print("tap ->", delegate?.name ?? "nobody") }
}
let button = Button()
var owner: Delegate? = Delegate("screen")
button.delegate = owner
button.tap()
owner = nil
button.tap()
print(button.delegate == nil)
do {
    let temporary = Delegate("temporary")
    button.delegate = temporary
    button.tap()
}
button.tap()
weak var observer: Delegate?
var strong: Delegate? = Delegate("local")
observer = strong
print(observer?.name as Any)
strong = nil
print(observer as Any)
class Parent {
    var children: [Child] = []
    deinit { print("parent gone") }
}
class Child {
    weak var parent: Parent?
    let id: Int
    init(_ id: Int, parent: Parent) { self.id = id; self.parent = parent }
    deinit { print("child", id, "gone") }
}
var family: Parent? = Parent()
family!.children = [Child(1, parent: family!), Child(2, parent: family!)]
print(family!.children.map { $0.parent === family })
family = nil
print("end")

// expect: tap -> screen
// expect: delegate screen gone
// expect: tap -> nobody
// expect: true
// expect: tap -> temporary
// expect: delegate temporary gone
// expect: tap -> nobody
// expect: Optional("local")
// expect: delegate local gone
// expect: nil
// expect: [true, true]
// expect: parent gone
// expect: child 1 gone
// expect: child 2 gone
// expect: end
