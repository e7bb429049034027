// An `any P` argument binds a generic `T: P` by opening it when `T` is the parameter's whole
// type and the result names `T` only where the opened type erases again: `T`, `T?`, `[T]`,
// `[String: T]`, a tuple, a function's result (SE-0352, SE-0375).
protocol Named { var name: String { get } }
struct Cat: Named { var name: String { "cat" } }
struct Dog: Named { var name: String { "dog" } }
func greet<T: Named>(_ x: T) -> String { "hi " + x.name }
func same<T: Named>(_ x: T) -> T { x }
func maybe<T: Named>(_ x: T) -> T? { x }
func twice<T: Named>(_ x: T) -> [T] { [x, x] }
func keyed<T: Named>(_ x: T) -> [String: T] { [x.name: x] }
func paired<T: Named>(_ x: T) -> (T, Int) { (x, 1) }
func later<T: Named>(_ x: T) -> () -> T { { x } }
func optional<T: Named>(_ x: T?) -> String { x?.name ?? "none" }
func visit<T: Named>(_ x: T, _ body: (T) -> Void) { body(x) }
let pets: [any Named] = [Cat(), Dog()]
for pet in pets {
    print(greet(pet), same(pet).name, maybe(pet)?.name ?? "-", twice(pet).count)
    print(keyed(pet).keys.sorted(), paired(pet).1, later(pet)().name, optional(pet))
    visit(pet) { print("visited", $0.name) }
}

// expect: hi cat cat cat 2
// expect: ["cat"] 1 cat cat
// expect: visited cat
// expect: hi dog dog dog 2
// expect: ["dog"] 1 dog dog
// expect: visited dog
