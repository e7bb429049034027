import Canvas
import Geometry
import Testing
@testable import Lang

/// Patterns from the tenth set of SwiftUI code pasted from public repositories
/// (docs/real-code.md) that stopped it or drew it wrong, written here in our own words: what is
/// drawn, compared with the same figure written another way (the language's own fixes have
/// core-corpus programs).
@Suite struct RealCodeTenthSetTests {
    /// Accessibility modifiers, today's spelling and iOS 13's (`.accessibility(label: Text(…))`
    /// on a bar chart's capsules), change what VoiceOver reads and nothing that is drawn.
    @Test func accessibilityModifiersDrawTheViewAsItIs() throws {
        let plain = try cleanDisplayList(#"HStack { Capsule().fill(Color.red).frame(width: 20, height: 60); Text("12") }"#)
        let labelled = try cleanDisplayList("""
            HStack {
                Capsule().fill(Color.red).frame(width: 20, height: 60)
                    .accessibility(label: Text("Up")).accessibility(value: Text("12")).accessibility(hidden: false)
                Text("12").accessibilityLabel("twelve").accessibilityAddTraits(.isStaticText)
                    .accessibilityElement(children: .combine).accessibilityHidden(true)
            }
            """)
        #expect(labelled == plain)
    }

    /// A `Layout` of the program's own (a radial layout used as `RadialLayout { … }`): its
    /// `sizeThatFits` sizes it, and its subviews sit where `placeSubviews` places them, each
    /// measured at the proposal it is placed with; one left unplaced sits at the centre.
    @Test func aLayoutOfTheProgramsOwnPlacesItsSubviews() throws {
        let fills = try filledRects(drawnBy: """
            struct Compass: Layout {
                func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
                    proposal.replacingUnspecifiedDimensions()
                }
                func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
                    let radius = min(bounds.width, bounds.height) / 2
                    for (index, subview) in subviews.enumerated() where index < 4 {
                        let size = subview.sizeThatFits(.unspecified)
                        let angle = Double(index) * .pi / 2 - .pi / 2
                        let point = CGPoint(x: bounds.midX + cos(angle) * (radius - size.width / 2),
                                            y: bounds.midY + sin(angle) * (radius - size.height / 2))
                        subview.place(at: point, anchor: .center, proposal: .unspecified)
                    }
                }
            }
            Compass {
                ForEach(0..<4, id: \\.self) { _ in Rectangle().frame(width: 20, height: 10) }
                Rectangle().frame(width: 6, height: 6)
            }
            .frame(width: 100, height: 100)
            """)
        let expected = [
            Rect(x: 40, y: 0, width: 20, height: 10),
            Rect(x: 80, y: 45, width: 20, height: 10),
            Rect(x: 40, y: 90, width: 20, height: 10),
            Rect(x: 0, y: 45, width: 20, height: 10),
            Rect(x: 47, y: 47, width: 6, height: 6),
        ]
        #expect(fills.count == expected.count)
        for (drawn, wanted) in zip(fills, expected) {
            #expect(abs(drawn.minX - wanted.minX) < 1e-6 && abs(drawn.minY - wanted.minY) < 1e-6
                    && abs(drawn.width - wanted.width) < 1e-6 && abs(drawn.height - wanted.height) < 1e-6, "\(drawn)")
        }
        // A safe-area inset below the view (the radial layout's stepper) stacks under it: a figure
        // has no safe area to shrink.
        let inset = try cleanDisplayList(#"Color.blue.frame(width: 40, height: 40).safeAreaInset(edge: .bottom) { Text("Count") }"#)
        #expect(inset == (try cleanDisplayList(#"VStack(spacing: 0) { Color.blue.frame(width: 40, height: 40); Text("Count") }"#)))
    }
}
