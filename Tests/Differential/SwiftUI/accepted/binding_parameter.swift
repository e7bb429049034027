// A child view taking a @Binding, and Binding.constant.
struct Knob: View {
    @Binding var angle: Double
    var body: some View {
        Capsule().frame(width: 8, height: 40).rotationEffect(.degrees(angle))
    }
}
Knob(angle: .constant(30))
