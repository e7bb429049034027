// Inside a function `where C.Item == String`, the items are Strings, not Ints.
print("this program must not run")
protocol Container {
    associatedtype Item
    var items: [Item] { get }
}
func f<C: Container>(_ c: C) -> Int where C.Item == String { c.items[0] }

// expect error: cannot convert return expression of type 'String' to return type 'Int'
