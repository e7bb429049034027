// Writing through `!` and `?` on a doubly optional variable changes the payload at that level:
// `o! = nil` leaves `.some(nil)`, `q?? = 3` skips a `.some(nil)`, `arr!!.append` mutates in place.
var o: Int?? = .some(nil)
o! = 4
print(o as Any)
o! = nil
print(o as Any)
var arr: [Int]?? = .some([1])
arr!!.append(2)
arr??.append(3)
print(arr as Any)
var p: Int? = nil
p? = 3
print(p as Any)
var q: Int?? = .some(nil)
q?? = 3
print(q as Any)
q? = 3
print(q as Any)
q = nil
q? = 5
print(q as Any)
struct S { var v: Int? }
var s: S? = S(v: nil)
s?.v = nil
print(s as Any)
s!.v = 2
print(s as Any)

// expect: Optional(Optional(4))
// expect: Optional(nil)
// expect: Optional(Optional([1, 2, 3]))
// expect: nil
// expect: Optional(nil)
// expect: Optional(Optional(3))
// expect: nil
// expect: Optional(main.S(v: nil))
// expect: Optional(main.S(v: Optional(2)))
