// An optional converted to a doubly optional type goes in whole: a nil Int? becomes an Int??
// holding nil (Optional(nil)), not the Int??'s own nil, as in Swift.
let w: Int? = nil
let n: Int?? = w
print(n as Any, n == nil, n! == nil)
func f(_ x: Int??) -> String { x == nil ? "none" : "some(\(x! as Any))" }
print(f(w), f(nil), f(3), f(Optional(4)))
let dict: [String: Int?] = ["a": nil, "b": 1]
let a: Int?? = dict["a"]
print(a as Any, dict["a"] as Any, dict["z"] as Any)
var arr: [Int?] = [nil, 2]
let firstOne: Int?? = arr.first
print(firstOne as Any, arr.first as Any)
if let inner = n { print("present", inner as Any) }
let s: String?? = .some(nil)
print(s as Any, (s ?? "fallback") as Any)

// expect: Optional(nil) false true
// expect: some(nil) none some(Optional(3)) some(Optional(4))
// expect: Optional(nil) Optional(nil) nil
// expect: Optional(nil) Optional(nil)
// expect: present nil
// expect: Optional(nil) nil
