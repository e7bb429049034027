/// `.layoutPriority(_:)`: lays out and draws as its child; the stack holding it offers it space
/// in the priority's order (`StackNode`), higher first.
final class LayoutPriorityNode: ForwardingNode {
    let priority: Double

    init(child: LayoutNode, priority: Double) {
        self.priority = priority
        super.init(child: child)
    }

    override var layoutPriority: Double { priority }
}
