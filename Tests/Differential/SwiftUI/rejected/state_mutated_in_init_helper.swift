// A non-mutating helper method of a View assigns a plain stored property.
print("this program must not run")
struct Dial: View {
    var angle = 0.0
    func turn() { angle += 10 }
    var body: some View {
        Circle().rotationEffect(.degrees(angle))
    }
}
Dial()

// expect error: left side of mutating operator isn't mutable: 'self' is immutable
