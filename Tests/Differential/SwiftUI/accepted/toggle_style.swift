// A ToggleStyle of the program's own: makeBody(configuration:) with the label, isOn and $isOn,
// and Toggle(configuration) for the usual switch.
struct Checkbox: ToggleStyle {
    func makeBody(configuration: Configuration) -> some View {
        HStack {
            RoundedRectangle(cornerRadius: 3)
                .fill(configuration.isOn ? Color.blue : Color.gray)
                .frame(width: 14, height: 14)
                .onTapGesture { configuration.isOn.toggle() }
            configuration.label
        }
    }
}

struct Padded: ToggleStyle {
    func makeBody(configuration: Self.Configuration) -> some View {
        Toggle(configuration).padding(4)
    }
}

VStack {
    Toggle("Bold", isOn: .constant(true)).toggleStyle(Checkbox())
    Toggle("Italic", isOn: .constant(false)).toggleStyle(Padded())
    Toggle("Wide", isOn: .constant(true)).toggleStyle(.switch)
}
