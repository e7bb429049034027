// Members of protocol extensions constrained on an associated type, used where it does not fit.
print("this program must not run")
protocol Container {
    associatedtype Item
    var items: [Item] { get }
}
struct Words: Container { var items: [String] }
struct Thing {}
struct Things: Container { var items: [Thing] }
extension Container where Item == Int {
    func doubled() -> [Int] { items.map { $0 * 2 } }
    static func make() -> Int { 1 }
}
extension Container where Item: Equatable {
    func has(_ x: Item) -> Bool { items.contains(x) }
    var firstIsLast: Bool { items.first == items.last }
}
print(Words(items: ["a"]).doubled())
print(Things(items: []).has(Thing()))
print(Things(items: []).firstIsLast)
func g<C: Container>(_ c: C) -> [Int] { c.doubled() }
func h<C: Container>(_ c: C) -> Bool where C.Item == Int { c.has(1) && c.firstIsLast }

// expect error: referencing instance method 'doubled()' on 'Container' requires the types 'String' and 'Int' be equivalent
