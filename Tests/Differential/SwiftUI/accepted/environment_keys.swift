// The environment keys the library provides, read by @Environment without a type annotation:
// dismiss (called as a function), isEnabled, layoutDirection and colorScheme.
struct Sheet: View {
    @Environment(\.dismiss) var dismiss
    @Environment(\.isEnabled) private var isEnabled
    @Environment(\.layoutDirection) var direction
    @Environment(\.colorScheme) var scheme
    var body: some View {
        HStack {
            Capsule().fill(isEnabled ? Color.blue : Color.gray)
            Text(direction == .leftToRight ? "LTR" : "RTL")
            Button("Close") { dismiss() }
        }
        .frame(width: 160, height: 40)
    }
}
Sheet()
