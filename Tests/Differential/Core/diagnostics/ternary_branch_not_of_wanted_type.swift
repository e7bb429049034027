// A `? :` whose branch is not of the type the context wants is one error at the `?`, worded as
// the context words it (a specified type, an argument), naming the branch's type (the second's
// when both miss).
print("this program must not run")
struct Size {
    var width = 1.0
}
func area(_ size: Size) -> Double { size.width * size.width }
let pressed = true
let scale: Size = pressed ? Size() : 2
print(area(pressed ? 1 : 2))
let label: String = pressed ? 1 : 2.5
print(scale.width, label)

// expect error: cannot convert value of type 'Int' to specified type 'Size'
