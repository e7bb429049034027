// A static property read through an instance.
print("this program must not run")
struct Palette { static let count = 4 }
let p = Palette()
print(p.count)

// expect error: static member 'count' cannot be used on instance of type 'Palette'
