// A struct without @propertyWrapper cannot be used as an attribute.
print("this program must not run")
struct NotAWrapper {
    var wrappedValue: Int
}
struct S {
    @NotAWrapper var x: Int = 3
}
print(S().x)

// expect error: struct 'NotAWrapper' cannot be used as an attribute
