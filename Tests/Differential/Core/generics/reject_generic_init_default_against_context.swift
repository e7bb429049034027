// A default that gives the generic parameter `Int` cannot be left out where the context binds
// the parameter to `String`.
print("this program must not run")
struct Box<T> {
    var x: T
    init(_ x: T = 1) { self.x = x }
}
let c: Box<String> = Box()
print(c.x)

// expect error: cannot convert default value of type 'String' to expected argument type 'Int' for parameter #0
