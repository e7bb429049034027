// A generic function's C.Index is String.Index when C is String: no Int.
print("this program must not run")
func firstIdx<C: Collection>(_ c: C) -> C.Index { c.startIndex }
let n: Int = firstIdx("abc")
print(n)

// expect error: cannot convert value of type 'String.Index' to specified type 'Int'
