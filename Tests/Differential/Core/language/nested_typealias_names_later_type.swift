// A type alias nested in a type may name a type declared further down the program
// (`typealias Enemy = Cat` in `Dog` before `struct Cat`), as swiftc resolves declarations.
protocol Relation {
    associatedtype Enemy
    func attack(_ enemy: Enemy) -> String
}
struct Dog: Relation {
    typealias Enemy = Cat
    let name: String
    func attack(_ enemy: Cat) -> String { "\(name) -> \(enemy.name)" }
}
struct Cat {
    typealias Pair = HashablePair<Cat, Fish>
    let name: String
}
struct Fish: Hashable { let name: String }
struct HashablePair<A, B> { let first: A; let second: B }
let pair: Cat.Pair = HashablePair(first: Cat(name: "Tama"), second: Fish(name: "Kin"))
print(Dog(name: "Seri").attack(pair.first), pair.second.name)
let enemy: Dog.Enemy = Cat(name: "Mike")
print(enemy.name)

// expect: Seri -> Tama Kin
// expect: Mike
