// A struct's `weak var` set by its memberwise initialiser holds the object weakly: it becomes nil
// when the last strong reference goes.
class Item {
    let id: Int
    init(_ id: Int) { self.id = id }
    deinit { print("deinit", id) }
}
struct WeakBox { weak var value: Item? }
var items = [Item(1), Item(2)]
let boxes = items.map { WeakBox(value: $0) }
print(boxes.map { $0.value?.id ?? -1 })
items.remove(at: 0)
print(boxes.map { $0.value?.id ?? -1 })
items = []
print(boxes.map { $0.value == nil })

// expect: [1, 2]
// expect: deinit 1
// expect: [-1, 2]
// expect: deinit 2
// expect: [true, true]
