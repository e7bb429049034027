// Methods, statics and forwarding calls with `where C.Item == Int`, and `where C.Item == T`.
print("this program must not run")
protocol Container {
    associatedtype Item
    var items: [Item] { get }
}
struct Words: Container { var items: [String] }
func total<C: Container>(_ c: C) -> Int where C.Item == Int { c.items.reduce(0, +) }
func g<C: Container>(_ c: C) -> Int { total(c) }
struct Tool {
    func count<C: Container>(_ c: C) -> Int where C.Item == Int { c.items.count }
    static func sum<C: Container>(_ c: C) -> Int where C.Item == Int { c.items.count }
}
print(Tool().count(Words(items: [])))
print(Tool.sum(Words(items: [])))
func index<C: Container, T>(_ c: C, of x: T) -> Int where C.Item == T { c.items.count }
print(index(Words(items: []), of: 3))

// expect error: instance method 'count' requires the types 'String' and 'Int' be equivalent
