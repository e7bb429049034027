// A generic function over Comparable values called with a struct that is not Comparable.
print("this program must not run")
struct Size { var width: Double }
func largest<T: Comparable>(_ items: [T]) -> T? { items.max() }
print(largest([Size(width: 1), Size(width: 2)]) as Any)

// expect error: global function 'largest' requires that 'Size' conform to 'Comparable'
