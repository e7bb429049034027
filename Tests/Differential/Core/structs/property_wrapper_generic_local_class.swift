// A program's property wrapper on local variables and on a class's property.
@propertyWrapper
struct Logged<Value> {
    var storage: Value
    var history: [Value] = []

    init(wrappedValue: Value) {
        storage = wrappedValue
    }

    var wrappedValue: Value {
        get { storage }
        set {
            history.append(storage)
            storage = newValue
        }
    }

    var projectedValue: [Value] { history }
}

final class Account {
    @Logged var balance: Int = 0
    @Logged var owner = "nobody"

    func deposit(_ amount: Int) {
        balance += amount
    }
}

func run() {
    @Logged var count = 1
    count += 1
    count *= 10
    print(count, $count)
    @Logged var name: String = "a"
    name = "b"
    print(name, $name)
}

run()
let account = Account()
account.deposit(10)
account.deposit(5)
account.owner = "Ada"
print(account.balance, account.$balance)
print(account.owner, account.$owner)

// expect: 20 [1, 2]
// expect: b ["a"]
// expect: 15 [0, 10]
// expect: Ada ["nobody"]
