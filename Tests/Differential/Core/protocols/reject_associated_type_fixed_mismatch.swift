// `where C.Item == Int` rejects a conformer whose Item is String, in swiftc's words.
print("this program must not run")
protocol Container {
    associatedtype Item
    var items: [Item] { get }
}
struct Words: Container { var items: [String] }
func total<C: Container>(_ c: C) -> Int where C.Item == Int { c.items.count }
print(total(Words(items: ["a"])))

// expect error: global function 'total' requires the types 'String' and 'Int' be equivalent
