// `#colorLiteral` as SwiftUI code on iOS writes it (a UIColor, the literal's default type, wrapped
// in Color) and a view's generic initialiser constrained to Shape.
struct Badge<S: Shape>: View {
    let shape: S
    let tint: Color
    init(_ shape: S, tint: Color = Color(#colorLiteral(red: 0.9, green: 0.3, blue: 0.2, alpha: 1))) {
        self.shape = shape
        self.tint = tint
    }
    var body: some View {
        shape.fill(tint).frame(width: 40, height: 40)
    }
}
let plain = #colorLiteral(red: 0.2, green: 0.4, blue: 0.6, alpha: 1)
HStack {
    Badge(Circle())
    Badge(Capsule(), tint: Color(plain))
    Badge(RoundedRectangle(cornerRadius: 8), tint: Color(uiColor: #colorLiteral(red: 0.1, green: 0.7, blue: 0.3, alpha: 0.8)))
}
