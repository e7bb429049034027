// Session 31's surface: a TabView in the page style with its index on a capsule, font widths
// on a Font and as a modifier, a Section outside a list, the environment read inside a
// GeometryReader, and a Layout reading its subviews' priority and spacing.
struct SchemeName: View {
    @Environment(\.colorScheme) var scheme
    var body: some View { Text(scheme == .dark ? "dark" : "light") }
}

struct PriorityRow: Layout {
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        CGSize(width: 200, height: 20)
    }
    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        let order = subviews.indices.sorted { subviews[$0].priority > subviews[$1].priority }
        var x = bounds.minX
        var previous: ViewSpacing? = nil
        for index in order {
            if let previous { x += previous.distance(to: subviews[index].spacing, along: .horizontal) }
            subviews[index].place(at: CGPoint(x: x, y: bounds.minY), proposal: ProposedViewSize(width: 20, height: 20))
            x += 20
            previous = subviews[index].spacing
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
    PriorityRow {
        Color.red
        Color.green.layoutPriority(1)
        Spacer()
    }
}
