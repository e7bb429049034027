import Canvas
import Geometry
import Testing
@testable import Lang

/// Issue 15's `.drawingGroup()` and hierarchical `foregroundStyle(_:_:_:)` through Lang, checked
/// by what they draw: a drawing group flattens its content so an opacity after it fades the
/// whole (one group around both fills, as `.compositingGroup()`), where without it each leaf
/// fades on its own; and the three styles become what `.primary`, `.secondary` and `.tertiary`
/// paint inside.
@Suite struct DrawingGroupStyleTests {
    static let overlapping = """
        HStack(spacing: -10) {
            Rectangle().fill(.red).frame(width: 30, height: 20)
            Rectangle().fill(.blue).frame(width: 30, height: 20)
        }
        """

    /// The opacity each solid fill is drawn at (its own alpha times every group around it), and
    /// how many groups hold more than one fill.
    static func fades(_ list: DisplayList) -> (alphas: [Double], sharedGroups: Int) {
        var alphas: [Double] = []
        var open: [(opacity: Double, fills: Int)] = []
        var shared = 0
        for item in list.items {
            switch item {
            case .beginGroup(let opacity): open.append((opacity, 0))
            case .beginLayer(let layer): open.append((layer.opacity, 0))
            case .endGroup: if let last = open.popLast(), last.fills > 1 { shared += 1 }
            case .fill(_, .solid(let colour), _):
                alphas.append(open.reduce(colour.alpha) { $0 * $1.opacity })
                for index in open.indices { open[index].fills += 1 }
            default: break
            }
        }
        return (alphas, shared)
    }

    @Test func anOpacityAfterADrawingGroupFadesTheWhole() throws {
        let grouped = Self.fades(try SurfaceCompletionTests.drawn(Self.overlapping + ".drawingGroup().opacity(0.5)"))
        #expect(grouped.alphas == [0.5, 0.5] && grouped.sharedGroups >= 1, "\(grouped)")
        let compositing = try SurfaceCompletionTests.drawn(Self.overlapping + ".compositingGroup().opacity(0.5)")
        #expect(Self.fades(compositing).sharedGroups >= 1)
        let leaves = Self.fades(try SurfaceCompletionTests.drawn(Self.overlapping + ".opacity(0.5)"))
        #expect(leaves.alphas == [0.5, 0.5] && leaves.sharedGroups == 0, "\(leaves)")
    }

    @Test func hierarchicalStylesAreWhatTheLevelsPaint() throws {
        let list = try SurfaceCompletionTests.drawn("""
            HStack {
                Rectangle().fill(.primary).frame(width: 10, height: 10)
                Rectangle().fill(.secondary).frame(width: 10, height: 10)
                Rectangle().fill(.tertiary).frame(width: 10, height: 10)
            }
            .foregroundStyle(.red, .blue, .green)
            """)
        let colours = list.items.compactMap { item -> RGBA? in
            if case .fill(_, .solid(let colour), _) = item { return colour }
            return nil
        }
        #expect(colours == [.red, .blue, .green], "\(colours)")
    }
}
