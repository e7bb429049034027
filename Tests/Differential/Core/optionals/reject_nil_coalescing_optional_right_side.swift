// ?? of two optionals of different types with no type wanted: swiftc takes the `T?` overload,
// whose right side must be the left side's optional, and says so at it (a right side that is
// no optional: the operator cannot be applied).
print("this program must not run")
let w: Int? = nil
let s: String? = nil
let d: Double? = nil
let a = w ?? s
let b = s ?? w
let c = [w ?? d]
let e = w ?? "x"
print(a, b, c, e)

// expect error: cannot convert value of type 'String?' to expected argument type 'Int?'
