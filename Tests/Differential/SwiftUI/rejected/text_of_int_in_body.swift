// A view's body is a view builder even when it is one view: Text's value is passed on to the
// builder's generic buildExpression, so swiftc names the Image initialiser's parameter.
print("this program must not run")
struct Score: View {
    var points = 3
    var body: some View {
        Text(points)
    }
}
Score()

// expect error: cannot convert value of type 'Int' to expected argument type 'Image'
