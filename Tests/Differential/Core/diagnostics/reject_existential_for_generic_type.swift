// A generic type's initialiser makes a value whose type names its parameter (`Holder<T>`), so
// an `any P` argument cannot be opened for `T: P`; a generic initialiser of a type that is not
// generic over it (`Tag.init<T: P>`) opens one.
print("this program must not run")
protocol Named { var name: String { get } }
struct Cat: Named { var name: String { "cat" } }
struct Tag { var text: String; init<T: Named>(_ pet: T) { text = pet.name } }
struct Holder<T: Named> { var pet: T }
let pet: any Named = Cat()
print(Tag(pet).text)
let holder = Holder(pet: pet)
print(holder.pet.name)

// expect error: type 'any Named' cannot conform to 'Named'
