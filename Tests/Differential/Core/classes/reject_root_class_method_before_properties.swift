// In a class without a superclass, a method may be called once every stored property is set.
print("this program must not run")
class Account {
    var owner: String
    var balance: Int
    func opening() -> Int { 100 }
    init(owner: String) {
        self.owner = owner
        balance = opening()
    }
}
print(Account(owner: "a").balance)

// expect error: 'self' used in method call 'opening' before all stored properties are initialized
