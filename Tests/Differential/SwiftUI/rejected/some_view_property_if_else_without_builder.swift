// A `some View` property other than `body` has no view builder: an if/else of two view types is an error.
print("this program must not run")
struct Badge: View {
    var filled = true
    var mark: some View {
        if filled { Circle() } else { Text("empty") }
    }
    var body: some View { mark }
}
Badge()

// expect error: branches have mismatching types 'Circle' and 'Text'
