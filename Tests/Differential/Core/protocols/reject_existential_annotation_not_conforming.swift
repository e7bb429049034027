// A value of a type that does not conform, bound to a variable of a protocol's type.
print("this program must not run")
protocol Named { var name: String { get } }
struct Rock {}
let x: Named = Rock()
print(x.name)

// expect error: value of type 'Rock' does not conform to specified type 'Named'
