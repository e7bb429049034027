// Surface of the sixteenth set of real code: a program's EnvironmentKey whose value is an
// existential style, read by @Environment below .environment(_:_:); a UIKit blur wrapped by
// UIViewRepresentable; UIScreen's bounds, UIColor(named:), preferredColorScheme; Dynamic Type
// sizes; and a canvas drawing in the multiply and screen blend modes.
protocol TagStyle {
    associatedtype Body: View
    @ViewBuilder func makeBody(_ label: AnyView) -> Body
}

struct PlainTag: TagStyle {
    func makeBody(_ label: AnyView) -> some View { label.padding(4).background(Capsule().fill(.pink)) }
}

struct OutlinedTag: TagStyle {
    func makeBody(_ label: AnyView) -> some View { label.padding(4).overlay(Capsule().stroke(.blue)) }
}

enum TagStyleKey: EnvironmentKey {
    static var defaultValue: any TagStyle = PlainTag()
}

extension EnvironmentValues {
    var tagStyle: any TagStyle {
        get { self[TagStyleKey.self] }
        set { self[TagStyleKey.self] = newValue }
    }
}

struct Tag: View {
    @Environment(\.tagStyle) private var style
    let title: String
    var body: some View { AnyView(style.makeBody(AnyView(Text(title).font(.caption)))) }
}

struct BlurView: UIViewRepresentable {
    var style: UIBlurEffect.Style
    func makeUIView(context: Context) -> UIVisualEffectView {
        UIVisualEffectView(effect: UIBlurEffect(style: style))
    }
    func updateUIView(_ uiView: UIVisualEffectView, context: Context) {}
}

struct Surface: View {
    let width = UIScreen.main.bounds.width / 3
    var body: some View {
        VStack(spacing: 12) {
            HStack {
                Tag(title: "Plain")
                Tag(title: "Outlined").environment(\.tagStyle, OutlinedTag())
            }
            Text("Behind glass")
                .padding()
                .background(BlurView(style: .systemUltraThinMaterial))
                .background(Color(UIColor(named: "Brand") ?? .systemTeal))
            Text("Bigger").dynamicTypeSize(.xxLarge)
            Text("At most large").dynamicTypeSize(...DynamicTypeSize.large)
            Canvas { context, size in
                context.fill(Path(ellipseIn: CGRect(x: 0, y: 0, width: 40, height: 40)), with: .color(.yellow))
                context.blendMode = .multiply
                context.fill(Path(ellipseIn: CGRect(x: 20, y: 0, width: 40, height: 40)), with: .color(.cyan))
                context.blendMode = .screen
                context.fill(Path(ellipseIn: CGRect(x: 40, y: 0, width: 40, height: 40)), with: .color(.purple))
            }
            .frame(width: width, height: 40)
        }
        .preferredColorScheme(.light)
    }
}
Surface()
