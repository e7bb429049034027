// A Set of a struct that is not Hashable, its element taken from a literal (`let s: Set = [Foo()]`,
// said at the literal) or written in the call (`Set<Foo>()`, said at the type).
print("this program must not run")
struct Foo { var x = 0 }
let fromLiteral: Set = [Foo(), Foo(x: 1)]
let empty = Set<Foo>()
let annotated: Set<Foo> = Set()
print(fromLiteral.count, empty.count, annotated.count)

// expect error: generic struct 'Set' requires that 'Foo' conform to 'Hashable'
