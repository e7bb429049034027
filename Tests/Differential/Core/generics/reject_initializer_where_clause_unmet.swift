// An initialiser whose own `where T == Int` the written type arguments do not meet is rejected at the call.
print("this program must not run")
struct Holder<T> {
    var value: T
    init(x: Int) where T == Int {
        self.value = x
    }
}
let h = Holder<String>(x: 4)
print(h.value)

// expect error: initializer 'init(x:)' requires the types 'String' and 'Int' be equivalent
