// Generic parameters constrained to Identifiable: x.id, T.ID (Hashable) as a dictionary and set
// key, where clauses on T.ID, Array extensions where Element: Identifiable, a protocol refining it.
struct User: Identifiable {
    let id: Int
    let name: String
}

enum Shade: String, Identifiable {
    case red, blue
    var id: Self { self }
}

struct Row<Item: Identifiable> {
    let item: Item
    var label: String { "row \(item.id)" }
}

protocol Named: Identifiable {
    var name: String { get }
}

struct Place: Named {
    let id: String
    let name: String
}

func describe<T: Identifiable>(_ x: T) -> String { "\(x.id)" }

func index<T: Identifiable>(of x: T, in xs: [T]) -> Int? { xs.firstIndex { $0.id == x.id } }

func byID<T: Identifiable>(_ xs: [T]) -> [T.ID: T] {
    var table: [T.ID: T] = [:]
    for x in xs { table[x.id] = x }
    return table
}

func ids<T: Identifiable>(_ xs: [T]) -> Set<T.ID> { Set(xs.map { $0.id }) }

func lookup<T: Identifiable>(_ xs: [T]) -> Dictionary<T.ID, T> {
    Dictionary(uniqueKeysWithValues: xs.map { ($0.id, $0) })
}

func total<T: Identifiable>(_ xs: [T]) -> Int where T.ID == Int {
    xs.reduce(0) { $0 + $1.id }
}

func same<T>(_ a: T, _ b: T) -> Bool where T: Identifiable { a.id == b.id }

func tag<T: Named>(_ x: T) -> String { "\(x.id):\(x.name)" }

extension Array where Element: Identifiable {
    func index(of e: Element) -> Int? { firstIndex { $0.id == e.id } }
    var identifiers: [Element.ID] { map(\.id) }
}

let users = [User(id: 1, name: "ann"), User(id: 2, name: "bo"), User(id: 3, name: "cy")]
print(describe(users[0]), describe(Shade.blue))
print(index(of: users[2], in: users) ?? -1)
print(byID(users)[2]?.name ?? "none")
print(ids(users).sorted())
print(lookup(users)[3]?.name ?? "none", lookup([Shade.red, .blue])[.red] == .red)
print(total(users))
print(same(users[0], users[0]), same(users[0], users[1]))
print(tag(Place(id: "k", name: "park")))
print(users.index(of: users[1]) ?? -1, users.identifiers)
print([Shade.red, .blue].identifiers.map(\.rawValue))
print(Row(item: users[2]).label, Row(item: Shade.blue).label)
print(ids([Shade.red, .red, .blue]).count)

// expect: 1 blue
// expect: 2
// expect: bo
// expect: [1, 2, 3]
// expect: cy true
// expect: 6
// expect: true false
// expect: k:park
// expect: 1 [1, 2, 3]
// expect: ["red", "blue"]
// expect: row 3 row blue
// expect: 2
