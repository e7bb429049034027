// `where C.Item: Equatable` rejects a container of a type that is not Equatable.
print("this program must not run")
protocol Container {
    associatedtype Item
    var items: [Item] { get }
}
struct Thing {}
struct Things: Container { var items: [Thing] }
func contains<C: Container>(_ c: C, _ x: C.Item) -> Bool where C.Item: Equatable { c.items.contains(x) }
print(contains(Things(items: []), Thing()))

// expect error: global function 'contains' requires that 'Thing' conform to 'Equatable'
