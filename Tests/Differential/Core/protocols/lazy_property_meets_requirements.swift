// A class's `lazy var` meets `{ get set }`; a structure's meets a `{ mutating get }` requirement.
protocol Named {
    var name: String { get set }
}
protocol Counted {
    var count: Int { mutating get }
}
final class Tag: Named {
    lazy var name: String = "tag"
}
struct Tally: Counted {
    var made = 0
    lazy var count: Int = { 40 + 2 }()
}
let tag = Tag()
print(tag.name)
tag.name = "renamed"
print(tag.name)
var tally = Tally()
print(tally.count)
func read<C: Counted>(_ value: inout C) -> Int { value.count }
print(read(&tally))

// expect: tag
// expect: renamed
// expect: 42
// expect: 42
