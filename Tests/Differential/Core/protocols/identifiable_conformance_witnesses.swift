// What gives a conformer its Identifiable `id`: a stored property, a computed one in an
// extension, a protocol extension's default, an enum's computed property; a class may declare
// none (Swift's default is its ObjectIdentifier). Generic code reads each through `T.ID`.
struct Account: Identifiable { let name: String }
extension Account { var id: String { name } }

protocol Named: Identifiable { var name: String { get } }
extension Named { var id: String { name } }
struct City: Named { let name: String }

enum Size: Identifiable {
    case small, large
    var id: Int { self == .small ? 1 : 2 }
}

class Counter: Identifiable { let id = 5 }
final class Handle: Identifiable {}

struct Box<T: Identifiable> {
    let items: [T]
    var keys: [T.ID] { items.map { $0.id } }
}

func key<T: Named>(_ x: T) -> T.ID { x.id }

print(Account(name: "a").id, City(name: "b").id, Size.large.id, Counter().id)
print(Box(items: [Account(name: "q"), Account(name: "r")]).keys)
print(Box(items: [Size.large, .small]).keys, Box(items: [Counter()]).keys)
print(key(City(name: "z")))
let handle = Handle()
print(handle === handle)

// expect: a b 2 5
// expect: ["q", "r"]
// expect: [2, 1] [5]
// expect: z
// expect: true
