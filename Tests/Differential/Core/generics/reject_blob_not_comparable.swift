// A generic function's constraint not met by its argument.
print("this program must not run")
struct Blob {}
func biggest<T: Comparable>(_ a: T, _ b: T) -> T { a > b ? a : b }
print(biggest(Blob(), Blob()))

// expect error: global function 'biggest' requires that 'Blob' conform to 'Comparable'
