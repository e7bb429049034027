// An initializer of `extension Holder where T == Int` made for a `Holder<String>`: swiftc
// rejects it at the type written.
print("this program must not run")
struct Holder<T> { var v: T }
extension Holder where T == Int { init() { v = 0 } }
let h = Holder<String>()
print(h.v)

// expect error: referencing initializer 'init()' on 'Holder' requires the types 'String' and 'Int' be equivalent
