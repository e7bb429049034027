// A custom InsettableShape, so strokeBorder works on it.
struct Ring: InsettableShape {
    var inset: CGFloat = 0
    func path(in rect: CGRect) -> Path {
        Path(ellipseIn: rect.insetBy(dx: inset, dy: inset))
    }
    func inset(by amount: CGFloat) -> Ring {
        var copy = self
        copy.inset += amount
        return copy
    }
}
Ring().strokeBorder(Color.purple, lineWidth: 10).frame(width: 80, height: 80)
