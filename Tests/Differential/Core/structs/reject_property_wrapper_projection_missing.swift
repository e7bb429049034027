// `$x` needs the wrapper to declare projectedValue.
print("this program must not run")
@propertyWrapper
struct Twice {
    var value: Int
    init(wrappedValue: Int) { value = wrappedValue * 2 }
    var wrappedValue: Int {
        get { value }
        set { value = newValue * 2 }
    }
}
struct S {
    @Twice var x: Int = 1
    func f() -> Int { $x }
}
print(S().f())

// expect error: cannot find '$x' in scope
