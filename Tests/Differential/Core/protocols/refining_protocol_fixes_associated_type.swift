// A refining protocol fixes an inherited associated type (`where Item == Int`): its extensions
// and the generic functions constrained to it see Ints.
protocol Container {
    associatedtype Item
    var items: [Item] { get }
}
protocol IntContainer: Container where Item == Int {}
struct Numbers: IntContainer { var items: [Int] }
extension IntContainer {
    var sum: Int { items.reduce(0, +) }
}
func total<C: IntContainer>(_ c: C) -> Int { c.items.reduce(0, +) + c.sum }
print(total(Numbers(items: [1, 2])), Numbers(items: [4]).sum)

// expect: 6 4
