// A member of `extension P where Self: Q` whose own clause asks `Item: Equatable` of Q's
// associated type, used on a conformer whose `Item` is not Equatable.
print("this program must not run")
protocol Container {
    associatedtype Item
    var items: [Item] { get }
}
protocol Checker {}
extension Checker where Self: Container {
    func allSame() -> Bool where Item: Equatable {
        guard let first = items.first else { return true }
        return items.allSatisfy { $0 == first }
    }
}
struct Thing {}
struct Bag: Container, Checker { var items: [Thing] }
print(Bag(items: [Thing()]).allSame())

// expect error: instance method 'allSame()' requires that 'Thing' conform to 'Equatable'
