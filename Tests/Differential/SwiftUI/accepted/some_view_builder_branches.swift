// Two view types on two paths: `body` and a @ViewBuilder property build them into one view.
struct Badge: View {
    var filled = true
    @ViewBuilder var mark: some View {
        if filled { Circle() } else { Text("empty") }
    }
    var body: some View {
        if filled { mark } else { Rectangle() }
    }
}
Badge()
