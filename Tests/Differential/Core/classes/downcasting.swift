// as? and is with class hierarchies.
class Animal { func name() -> String { "animal" } }
class Cat: Animal {
    override func name() -> String { "cat" }
    func purr() -> String { "purr" }
}
class Dog: Animal { override func name() -> String { "dog" } }
let pets: [Animal] = [Cat(), Dog(), Cat()]
for p in pets {
    if let cat = p as? Cat {
        print(cat.name(), cat.purr())
    } else {
        print(p.name(), p is Dog)
    }
}
print(pets.filter { $0 is Cat }.count)

// expect: cat purr
// expect: dog true
// expect: cat purr
// expect: 2
