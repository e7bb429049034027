// A struct initialiser's `self` is inout too: an @escaping argument cannot capture it, even once every property is set.
print("this program must not run")
func later(_ work: @escaping () -> Int) -> Int { work() }
struct Box {
    var width: Int
    var area = 0
    init() {
        width = 3
        area = 1
        print(later { self.width * 2 })
    }
}
print(Box().area)

// expect error: escaping closure captures mutating 'self' parameter
