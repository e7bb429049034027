// A property wrapper type must declare wrappedValue.
print("this program must not run")
@propertyWrapper
struct Box {
    var value: Int
}

// expect error: property wrapper type 'Box' does not contain a non-static property named 'wrappedValue'
