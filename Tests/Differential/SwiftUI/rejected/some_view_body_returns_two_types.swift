// `return` turns a body's view builder off: then its returns must be one view type.
print("this program must not run")
struct Badge: View {
    var filled = true
    var body: some View {
        if filled { return Circle() }
        return Circle().fill(.blue)
    }
}
Badge()

// expect error: function declares an opaque return type 'some View', but the return statements in its body do not have matching underlying types
