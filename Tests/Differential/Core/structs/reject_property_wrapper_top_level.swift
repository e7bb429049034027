// A program's own wrapper on a top-level variable of main.swift.
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
@Twice var x = 1
print(x)

// expect error: property wrappers are not yet supported in top-level code
