// A subclass that implements every designated initializer of its superclass, here with an
// `override convenience init`, inherits the superclass's convenience initializers (swiftc's rule
// 2), and a subclass of it that declares none inherits them all: `RecipeIngredient()`, `Item()`.
class Food {
    var name: String
    init(name: String) { self.name = name }
    convenience init() { self.init(name: "Unnamed") }
}
class RecipeIngredient: Food {
    var quantity: Int
    init(name: String, quantity: Int) {
        self.quantity = quantity
        super.init(name: name)
    }
    override convenience init(name: String) { self.init(name: name, quantity: 1) }
}
class Item: RecipeIngredient {
    var purchased = false
}
let mystery = RecipeIngredient()
let item = Item()
let eggs = Item(name: "Eggs", quantity: 6)
print(mystery.name, mystery.quantity, item.name, item.quantity, item.purchased)
print(Item(name: "Bacon").quantity, eggs.name, eggs.quantity)

// expect: Unnamed 1 Unnamed 1 false
// expect: 1 Eggs 6
