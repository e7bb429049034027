// Reading an unowned reference after its object was released is a runtime error.
class Owner {
    let name = "owner"
    deinit { print("owner released") }
}
class Pet {
    unowned let owner: Owner
    init(owner: Owner) { self.owner = owner }
}
var owner: Owner? = Owner()
let pet = Pet(owner: owner!)
print(pet.owner.name)
owner = nil
print("reading the owner")
print(pet.owner.name)
print("unreachable")

// expect: owner
// expect: owner released
// expect: reading the owner
// expect runtime error: Attempted to read an unowned reference but object 0x… was already destroyed
