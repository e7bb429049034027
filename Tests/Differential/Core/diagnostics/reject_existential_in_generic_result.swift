// A generic function whose result names `T` inside another generic type (`Box<T>`) cannot
// take an `any P` for `T`: the opened type could not be erased from the result.
print("this program must not run")
protocol Named { var name: String { get } }
struct Cat: Named { var name: String { "cat" } }
struct Box<T> { var value: T }
func boxed<T: Named>(_ x: T) -> Box<T> { Box(value: x) }
let pet: any Named = Cat()
let box = boxed(pet)
print(box.value.name)

// expect error: type 'any Named' cannot conform to 'Named'
