// A closure parameter that must return a `T` (`() -> T`) takes a `T` from the caller, so an
// `any P` argument cannot be opened for `T`; one that is given a `T` (`(T) -> Void`) can.
print("this program must not run")
protocol Named { var name: String { get } }
struct Cat: Named { var name: String { "cat" } }
func pick<T: Named>(_ x: T, _ other: () -> T) -> String { x.name + other().name }
let pet: any Named = Cat()
print(pick(pet) { Cat() })

// expect error: type 'any Named' cannot conform to 'Named'
