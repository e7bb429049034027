// `return` turns a body's view builder off; returns of one view type (a fill of either colour,
// a text bold or not) still make one opaque type.
struct Badge: View {
    var filled = true
    var body: some View {
        if filled { return Circle().fill(.red) }
        return Circle().fill(.blue)
    }
}
struct Mark: View {
    var filled = true
    var body: some View {
        if filled { return Text("full") }
        return Text("empty").bold()
    }
}
VStack { Badge(); Mark() }
