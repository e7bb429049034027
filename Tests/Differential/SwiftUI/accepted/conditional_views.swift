// if/else and optional content inside a view builder; AnyView erasure.
struct Marker: View {
    var filled: Bool
    var label: String?
    var body: some View {
        VStack {
            if filled {
                Circle().fill(.black)
            } else {
                Circle().stroke(.black)
            }
            if let label {
                Text(label)
            }
        }
    }
}
let views: [AnyView] = [AnyView(Marker(filled: true, label: nil)), AnyView(Marker(filled: false, label: "o"))]
print(views.count)
