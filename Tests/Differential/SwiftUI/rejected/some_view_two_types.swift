// A function returning `some View` returns a different view type on each path.
print("this program must not run")
func badge(_ filled: Bool) -> some View {
    if filled {
        return Circle().fill(.red)
    } else {
        return Text("empty")
    }
}
badge(true)

// expect error: function declares an opaque return type 'some View', but the return statements in its body do not have matching underlying types
