// Preferences: a width measured behind a view, read into @State; values combined by reduce and
// read by overlays; step bounds passed up as anchors and resolved in a background's reader.
struct WidthKey: PreferenceKey {
    typealias Value = CGFloat
    static var defaultValue = CGFloat(0)
    static func reduce(value: inout CGFloat, nextValue: () -> CGFloat) { value = nextValue() }
}
struct SumKey: PreferenceKey {
    static let defaultValue: CGFloat = 0
    static func reduce(value: inout CGFloat, nextValue: () -> CGFloat) { value += nextValue() }
}
struct BoundsKey: PreferenceKey {
    static let defaultValue: [Int: Anchor<CGRect>] = [:]
    static func reduce(value: inout [Int: Anchor<CGRect>], nextValue: () -> [Int: Anchor<CGRect>]) {
        for (step, anchor) in nextValue() { value[step] = anchor }
    }
}
struct Measured: View {
    @State private var width: CGFloat = 0
    var body: some View {
        VStack {
            Text("Measure me")
                .background(GeometryReader { proxy in
                    Color.clear.preference(key: WidthKey.self, value: proxy.size.width)
                })
                .onPreferenceChange(WidthKey.self) { width = $0 }
            Capsule().frame(width: width, height: 4)
            HStack {
                ForEach(1..<4) { n in
                    Circle().frame(width: 20, height: 20)
                        .preference(key: SumKey.self, value: CGFloat(n))
                        .anchorPreference(key: BoundsKey.self, value: .bounds) { [n: $0] }
                }
            }
            .transformPreference(SumKey.self) { $0 *= 2 }
            .overlayPreferenceValue(SumKey.self) { sum in Text("\(Int(sum))") }
            .backgroundPreferenceValue(BoundsKey.self, alignment: .topLeading) { bounds in
                GeometryReader { proxy in
                    if let first = bounds[1], let last = bounds[3] {
                        Path { p in
                            p.move(to: CGPoint(x: proxy[first].midX, y: proxy[first].midY))
                            p.addLine(to: CGPoint(x: proxy[last].midX, y: proxy[last].midY))
                        }
                        .stroke(.gray, lineWidth: 2)
                    }
                }
            }
        }
    }
}
Measured()
