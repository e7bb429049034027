// `nil` returned as an opaque result has no type to take: the result's type is the one the body
// gives, and `nil` alone gives none.
print("this program must not run")
protocol Marker {}
func first() -> some Equatable { return nil }
func second() -> some Equatable { nil }
var third: some Marker { nil }
func fourth(_ b: Bool) -> some Equatable { if b { return 1 }; return nil }
func fifth() -> some Sequence<Int> { nil }
print(first() == first())

// expect error: 'nil' requires a contextual type
