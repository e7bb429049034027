// A static property of `extension Holder where T == Int` read on `Holder<String>`.
print("this program must not run")
struct Holder<T> { var v: T }
extension Holder where T == Int { static var zero: Holder { Holder(v: 0) } }
let h = Holder<String>.zero
print(h.v)

// expect error: static property 'zero' requires the types 'String' and 'Int' be equivalent
