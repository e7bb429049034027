// A function returning a protocol's type returns a value of a type that does not conform.
print("this program must not run")
protocol Named { var name: String { get } }
struct Rock {}
func make() -> Named { Rock() }
print(make().name)

// expect error: return expression of type 'Rock' does not conform to 'Named'
