// A method only in a protocol extension is dispatched statically; a requirement dynamically.
protocol Animal {
    func sound() -> String
}
extension Animal {
    func sound() -> String { "..." }
    func describe() -> String { "an animal" }
}
struct Dog: Animal {
    func sound() -> String { "woof" }
    func describe() -> String { "a dog" }
}
let dog = Dog()
let animal: any Animal = dog
print(dog.sound(), dog.describe())
print(animal.sound(), animal.describe())

// expect: woof a dog
// expect: woof an animal
