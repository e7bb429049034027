// @Environment reads a value by key path; without a type annotation the wrapped type is the
// key path's (ColorScheme), and the memberwise initialiser leaves the property out.
struct Badge: View {
    @Environment(\.colorScheme) var scheme
    @Environment(\.colorScheme) private var written: ColorScheme
    var label: String
    var body: some View {
        ZStack {
            Circle().fill(scheme == .dark ? Color.white : Color.black)
            Text(written == .light ? label : label.uppercased())
                .foregroundColor(scheme == .light ? .white : .black)
        }
        .frame(width: 60, height: 60)
    }
}
Badge(label: "ok")
