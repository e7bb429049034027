// ?? where the left side's own optional is expected: swiftc takes `??`'s `T?` overload, so the
// right side is wanted as that optional.
print("this program must not run")
let w: Int? = nil
let s: String? = nil
let a: Int? = w ?? "x"
let b: Int? = w ?? s
print(a as Any, b as Any)

// expect error: cannot convert value of type 'String' to expected argument type 'Int?'
