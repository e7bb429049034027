// A Binding parameter needs $ on the state.
print("this program must not run")
struct Panel: View {
    @State private var on = false
    var body: some View {
        Toggle("On", isOn: on)
    }
}
Panel()

// expect error: cannot convert value 'on' of type 'Bool' to expected type 'Binding<Bool>', use wrapper instead
