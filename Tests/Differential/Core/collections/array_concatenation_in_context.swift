// `+` of arrays where the context wants an array of a superclass: the left operand upcasts and
// the literal on the right takes the context's element (`let foods: [Food] = meals + [bread]`).
class Food {
    var name: String
    init(name: String) { self.name = name }
}
class Meal: Food {}
let meals = [Meal(name: "soup"), Meal(name: "stew")]
let bread = Food(name: "bread")
let foods: [Food] = meals + [bread]
print(foods.map { $0.name }, foods.map { $0 is Meal })
func names(_ all: [Food]) -> [String] { all.map(\.name) }
print(names(meals + [bread, Meal(name: "pie")]))

// expect: ["soup", "stew", "bread"] [true, true, false]
// expect: ["soup", "stew", "bread", "pie"]
