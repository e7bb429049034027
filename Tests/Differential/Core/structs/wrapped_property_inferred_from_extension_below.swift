// A wrapped property without a written type whose value names a member an extension further down
// adds to a standard type (`@Tagged var limit = Int.ceiling` above `extension Int`): its type is
// inferred once every extension's members are declared, and a lazy property reading it, its
// projection and the memberwise initialiser take that type.
@propertyWrapper
struct Tagged<T> {
    private var value: T
    init(wrappedValue: T) { value = wrappedValue }
    var wrappedValue: T {
        get { value }
        set { value = newValue }
    }
    var projectedValue: String { "tagged \(value)" }
}

struct Model {
    @Tagged var limit = Int.ceiling
    @Tagged var name = String.greeting
    var plain = Int.ceiling
    lazy var twice = limit * 2
}

extension Int { static let ceiling = 10 }
extension String { static var greeting: String { "hi" } }

var model = Model()
print(model.limit + 1, model.plain + 1, model.name.count, model.$limit, model.twice)
let other = Model(limit: 4, name: "x", plain: 2)
print(other.limit, other.$name)

// expect: 11 11 2 tagged 10 20
// expect: 4 tagged x
