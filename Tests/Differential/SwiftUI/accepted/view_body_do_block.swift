// A `do` block in a view's `body` is built as a block of its own, its `let` local to it.
struct Card: View {
    var body: some View {
        VStack {
            do {
                let title = "card"
                Text(title)
            }
            Circle().frame(width: 20, height: 20)
        }
    }
}
Card()
