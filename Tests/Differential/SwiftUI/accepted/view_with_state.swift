// A View with @State, a binding passed with $, controls, and withAnimation.
struct Dial: View {
    @State private var value = 0.5
    @State private var isOn = true
    var body: some View {
        VStack {
            Circle()
                .trim(from: 0, to: value)
                .stroke(isOn ? Color.green : Color.gray, lineWidth: 8)
                .rotationEffect(.degrees(-90))
            Slider(value: $value, in: 0...1)
            Toggle("Colour", isOn: $isOn)
            Button("Reset") {
                withAnimation(.easeInOut(duration: 0.3)) { value = 0 }
            }
        }
        .frame(width: 120)
    }
}
Dial()
