import Canvas
import Testing
@testable import Lang

/// `.layoutPriority(_:)` written in a cell reaches the stack: a spacer given priority 1 is
/// offered its stack's width before a flexible bar, which then keeps only its minimum.
@Suite struct LayoutPriorityTests {
    @Test func aSpacerWithPriorityLeavesTheBarItsMinimum() throws {
        func row(_ bar: String, _ spacer: String) -> String {
            "HStack(spacing: 0) { Color.red\(bar); Spacer()\(spacer) }.frame(width: 200, height: 20)"
        }
        let prioritised = try #require(try cleanDisplayList(row(".frame(minWidth: 30, maxWidth: .infinity)", ".layoutPriority(1)")))
        // The bar at its 30-point minimum, the spacer the other 170.
        #expect(prioritised == (try cleanDisplayList(row(".frame(width: 30)", ""))))
        // Without the priority the spacer comes last: the bar takes all but its 8 points.
        #expect(try cleanDisplayList(row(".frame(minWidth: 30, maxWidth: .infinity)", "")) == (try cleanDisplayList(row(".frame(width: 192)", ""))))
    }
}
