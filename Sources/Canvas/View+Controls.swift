// MARK: - Controls in a view tree
// A live view lists the controls of its body in order (they become widgets) and draws its
// figure without them. The walk follows every child a view has: stack and group children, the
// views of `.background` and `.overlay`, a control's own appearance is not searched.

extension View {
    /// The controls in the tree, in the order a reader meets them (depth first, children in order,
    /// a view before its background and overlay).
    public var controls: [Control] {
        var found: [Control] = []
        collectControls(into: &found)
        return found
    }

    private func collectControls(into found: inout [Control]) {
        switch self {
        case .control(let control):
            found.append(control)
        case .vStack(_, _, let children), .hStack(_, _, let children), .zStack(_, let children), .group(let children):
            for child in children { child.collectControls(into: &found) }
        case .modified(let inner, let modifier):
            inner.collectControls(into: &found)
            switch modifier {
            case .background(let view, _), .overlay(let view, _): view.collectControls(into: &found)
            default: break
            }
        case .empty, .shape, .color, .text, .image, .spacer:
            break
        }
    }

    /// The tree with every control taken out, with the modifiers applied to it, so it takes no
    /// space; a stack left with nothing in it goes too.
    public var withoutControls: View {
        switch self {
        case .control:
            return .empty
        case .vStack(let alignment, let spacing, let children):
            return Self.nonEmpty(children) { .vStack(alignment: alignment, spacing: spacing, children: $0) }
        case .hStack(let alignment, let spacing, let children):
            return Self.nonEmpty(children) { .hStack(alignment: alignment, spacing: spacing, children: $0) }
        case .zStack(let alignment, let children):
            return Self.nonEmpty(children) { .zStack(alignment: alignment, children: $0) }
        case .group(let children):
            return Self.nonEmpty(children) { .group($0) }
        case .modified(let inner, let modifier):
            let base = inner.withoutControls
            if case .empty = base, !inner.isEmptyWithoutModifiers { return .empty }
            switch modifier {
            case .background(let view, let alignment): return .modified(base, .background(view.withoutControls, alignment: alignment))
            case .overlay(let view, let alignment): return .modified(base, .overlay(view.withoutControls, alignment: alignment))
            default: return .modified(base, modifier)
            }
        case .empty, .shape, .color, .text, .image, .spacer:
            return self
        }
    }

    /// Replaces every control with `transform(control)` (a style set on a stack applies to the
    /// controls inside it, as SwiftUI's environment does).
    public func mappingControls(_ transform: (Control) -> Control) -> View {
        switch self {
        case .control(let control):
            return .control(transform(control))
        case .vStack(let alignment, let spacing, let children):
            return .vStack(alignment: alignment, spacing: spacing, children: children.map { $0.mappingControls(transform) })
        case .hStack(let alignment, let spacing, let children):
            return .hStack(alignment: alignment, spacing: spacing, children: children.map { $0.mappingControls(transform) })
        case .zStack(let alignment, let children):
            return .zStack(alignment: alignment, children: children.map { $0.mappingControls(transform) })
        case .group(let children):
            return .group(children.map { $0.mappingControls(transform) })
        case .modified(let inner, let modifier):
            switch modifier {
            case .background(let view, let alignment):
                return .modified(inner.mappingControls(transform), .background(view.mappingControls(transform), alignment: alignment))
            case .overlay(let view, let alignment):
                return .modified(inner.mappingControls(transform), .overlay(view.mappingControls(transform), alignment: alignment))
            default:
                return .modified(inner.mappingControls(transform), modifier)
            }
        case .empty, .shape, .color, .text, .image, .spacer:
            return self
        }
    }

    /// Whether the view is `.empty` under its modifiers (an `EmptyView().padding()` keeps its
    /// padding; a control that was taken out does not).
    private var isEmptyWithoutModifiers: Bool {
        if case .empty = withoutModifiers(collecting: []).base { return true }
        return false
    }

    /// `make(children)` with controls taken out of the children, or `.empty` when only controls
    /// were there.
    private static func nonEmpty(_ children: [View], _ make: ([View]) -> View) -> View {
        let kept = children.map(\.withoutControls)
        let hadContent = children.contains { !$0.isEmptyWithoutModifiers }
        if hadContent && kept.allSatisfy({ if case .empty = $0 { return true } else { return false } }) { return .empty }
        return make(kept)
    }
}

/// How a view's controls are arranged: in rows (an `HStack`) and columns (a `VStack`), by their
/// index in `View.controls`. Stacks without controls, and stacks holding only one control or
/// group, are left out.
public indirect enum ControlArrangement: Equatable, Sendable {
    /// The control at this index of `View.controls`.
    case control(Int)
    /// Side by side.
    case row([ControlArrangement])
    /// One under the other.
    case column([ControlArrangement])
}

extension View {
    /// The stacks around the controls, as rows and columns (a column at the top).
    public var controlArrangement: ControlArrangement {
        var next = 0
        let groups = arrangements(next: &next)
        if groups.count == 1, case .column = groups[0] { return groups[0] }
        return .column(groups)
    }

    /// The arrangements of the controls in this view, in order; `next` counts controls met.
    private func arrangements(next: inout Int) -> [ControlArrangement] {
        func inside(_ children: [View]) -> [ControlArrangement] {
            children.flatMap { $0.arrangements(next: &next) }
        }
        func stack(_ children: [View], _ make: ([ControlArrangement]) -> ControlArrangement) -> [ControlArrangement] {
            let found = inside(children)
            return found.count <= 1 ? found : [make(found)]
        }
        switch self {
        case .control:
            defer { next += 1 }
            return [.control(next)]
        case .vStack(_, _, let children): return stack(children, ControlArrangement.column)
        case .hStack(_, _, let children): return stack(children, ControlArrangement.row)
        case .zStack(_, let children), .group(let children): return inside(children)
        case .modified(let inner, let modifier):
            switch modifier {
            case .background(let view, _), .overlay(let view, _): return inner.arrangements(next: &next) + view.arrangements(next: &next)
            default: return inner.arrangements(next: &next)
            }
        case .empty, .shape, .color, .text, .image, .spacer:
            return []
        }
    }
}
