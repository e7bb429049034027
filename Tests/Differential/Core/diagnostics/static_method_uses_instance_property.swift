// A static method has no instance: it cannot read an instance property.
print("this program must not run")
struct Grid {
    var spacing = 10
    static func lines(count: Int) -> [Int] {
        (0..<count).map { $0 * spacing }
    }
}
print(Grid.lines(count: 3))

// expect error: instance member 'spacing' cannot be used on type 'Grid'
