// A custom ViewModifier applied with .modifier, and a View extension wrapping it.
struct Card: ViewModifier {
    var tint: Color
    func body(content: Content) -> some View {
        content
            .padding(10)
            .background(tint.opacity(0.2), in: RoundedRectangle(cornerRadius: 8))
            .overlay(RoundedRectangle(cornerRadius: 8).stroke(tint))
    }
}
extension View {
    func card(_ tint: Color = .blue) -> some View { modifier(Card(tint: tint)) }
}
Text("Card").card(.teal)
