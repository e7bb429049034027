// Two parameters of one generic type `T` cannot both be opened from `any P` values: they
// may hold different types.
print("this program must not run")
protocol Named { var name: String { get } }
struct Cat: Named { var name: String { "cat" } }
struct Dog: Named { var name: String { "dog" } }
func both<T: Named>(_ a: T, _ b: T) -> String { a.name + b.name }
let first: any Named = Cat()
let second: any Named = Dog()
print(both(first, second))

// expect error: type 'any Named' cannot conform to 'Named'
