// An initializer of `extension Holder where T: Numeric` made for a `Holder<String>`: swiftc
// rejects it, naming the missing conformance.
print("this program must not run")
struct Holder<T> { var v: T }
extension Holder where T: Numeric { init(zero: Void) { v = 0 } }
let h = Holder<String>(zero: ())
print(h.v)

// expect error: referencing initializer 'init(zero:)' on 'Holder' requires that 'String' conform to 'Numeric'
