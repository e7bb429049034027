// Program wrappers on struct and class properties, local variables and function parameters (SE-0293), each with its projection.
@propertyWrapper
struct Logged<Value> {
    private var value: Value
    private(set) var history: [Value] = []
    init(wrappedValue: Value) { value = wrappedValue }
    var wrappedValue: Value {
        get { value }
        set { history.append(value); value = newValue }
    }
    var projectedValue: [Value] { history }
}

@propertyWrapper
struct Trimmed {
    private var text = ""
    init(wrappedValue: String) { text = String(wrappedValue.drop(while: { $0 == " " })) }
    var wrappedValue: String {
        get { text }
        set { text = String(newValue.drop(while: { $0 == " " })) }
    }
}

struct Account {
    @Logged var balance = 0
    @Trimmed var owner: String = "  Ann "
}

func localWrappers() {
    @Logged var count = 1
    count += 1
    count *= 10
    print(count, $count)
    @Trimmed var title = "  hello  "
    print("[\(title)]")
    title = "   x"
    print("[\(title)]")
}

func show(@Logged value: Int) {
    print(value, $value)
}

final class Store {
    @Logged var items: [String] = []
    func add(_ s: String) { items.append(s) }
}

var a = Account()
a.balance += 5
a.balance -= 2
print(a.balance, a.$balance, "[\(a.owner)]")
let b = Account(balance: 9, owner: " Bo ")
print(b.balance, b.$balance, "[\(b.owner)]")
localWrappers()
show(value: 4)
let store = Store()
store.add("a")
store.add("b")
print(store.items, store.$items)

// expect: 3 [0, 5] [Ann ]
// expect: 9 [] [Bo ]
// expect: 20 [1, 2]
// expect: [hello  ]
// expect: [x]
// expect: 4 []
// expect: ["a", "b"] [[], ["a"]]
