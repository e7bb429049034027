// A static method of `extension Holder where T == Int` called on `Holder<String>`.
print("this program must not run")
struct Holder<T> { var v: T }
extension Holder where T == Int { static func make() -> Holder { Holder(v: 1) } }
let h = Holder<String>.make()
print(h.v)

// expect error: referencing static method 'make()' on 'Holder' requires the types 'String' and 'Int' be equivalent
