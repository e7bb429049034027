// `super.name` reads the superclass's property in an override: a computed property without
// dynamic dispatch (each level builds on the one above), a stored one as self's own field.
class Animal {
    var name: String
    init(name: String) { self.name = name }
    var kind: String { "animal" }
    var legs: Int { get { 4 } set { print("legs set to", newValue) } }
}
class Dog: Animal {
    override var kind: String { "dog/" + super.kind }
    func summary() -> String { super.name + " has \(super.legs) legs" }
}
class Puppy: Dog {
    override var kind: String { "puppy/" + super.kind }
}
let pets: [Animal] = [Animal(name: "a"), Dog(name: "rex"), Puppy(name: "bit")]
print(pets.map(\.kind))
print(Dog(name: "max").summary(), (pets[2] as? Dog)?.summary() ?? "none")

// expect: ["animal", "dog/animal", "puppy/dog/animal"]
// expect: max has 4 legs bit has 4 legs
