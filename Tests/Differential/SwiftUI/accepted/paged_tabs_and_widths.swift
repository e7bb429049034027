// Session 31's surface: a TabView in the page style with its index on a capsule, font widths
// on a Font and as a modifier, a Section outside a list, the environment read inside a
// GeometryReader, and a Layout reading its subviews' priority and spacing.
struct SchemeName: View {
    @Environment(\.colorScheme) var scheme
    var body: some View { Text(scheme == .dark ? "dark" : "light") }
}

struct TrailingByPriority: Layout {
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        proposal.replacingUnspecifiedDimensions()
    }
    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        let ranked = subviews.sorted { $0.priority < $1.priority }
        var edge = bounds.maxX
        for (n, subview) in ranked.enumerated() {
            subview.place(at: CGPoint(x: edge, y: bounds.midY), anchor: .trailing, proposal: .unspecified)
            edge -= subview.sizeThatFits(.unspecified).width
            if n + 1 < ranked.count { edge -= subview.spacing.distance(to: ranked[n + 1].spacing, along: .horizontal) }
        }
    }
}

VStack {
    TabView {
        Color.orange
        Color.teal
    }
    .tabViewStyle(.page(indexDisplayMode: .always))
    .indexViewStyle(.page(backgroundDisplayMode: .always))
    .frame(height: 120)
    Section {
        Text("Condensed").fontWidth(.condensed)
        Text("Expanded").font(.headline.width(.expanded))
    } header: {
        Text("Widths").font(.caption)
    }
    GeometryReader { proxy in SchemeName() }
        .frame(height: 30)
        .environment(\.colorScheme, .dark)
    TrailingByPriority {
        Color.red.frame(width: 20, height: 20)
        Color.green.frame(width: 20, height: 20).layoutPriority(1)
        Spacer()
    }
    .frame(height: 20)
}
