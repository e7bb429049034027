// MARK: - Controls in a view tree
// A live view lists the interactive controls of its body in order (they become widgets) and draws
// its figure without them. The walk follows every child that is drawn: stack and group children,
// the views of `.background` and `.overlay`, and the content of containers (List, Form, Section,
// ScrollView, NavigationStack, grids, the first tab of a TabView). It does not look into a
// control's own label, a GeometryReader's content (made only during layout: a live figure's
// readers keep the contents with controls, ReaderContents.swift) or the candidates of a
// ViewThatFits (one is chosen during layout): controls there stay drawn, as a preview draws them.

extension View {
    /// The interactive controls in the tree, in the order a reader meets them (depth first,
    /// children in order, a view before its background and overlay).
    public var controls: [InteractiveControl] {
        var found: [InteractiveControl] = []
        collectControls(into: &found)
        return found
    }

    private func collectControls(into found: inout [InteractiveControl]) {
        switch self {
        case .surface(.control(let control)):
            if let interactive = control.interactive { found.append(interactive) }
        case .surface(let surface):
            for child in surface.walkedViews { child.collectControls(into: &found) }
        case .vStack(_, _, let children), .hStack(_, _, let children), .zStack(_, let children), .group(let children):
            for child in children { child.collectControls(into: &found) }
        case .modified(let inner, let modifier):
            inner.collectControls(into: &found)
            switch modifier {
            case .background(let view, _), .overlay(let view, _): view.collectControls(into: &found)
            default: break
            }
        case .empty, .shape, .color, .text, .image, .canvas, .spacer:
            break
        }
    }

    /// The tree with every interactive control taken out, with the modifiers applied to it, so it
    /// takes no space; a stack or container left with nothing in it goes too. Controls that only
    /// display something (a ProgressView, a Divider) stay.
    public var withoutControls: View {
        switch self {
        case .surface(.control(let control)):
            return control.interactive == nil ? self : .empty
        case .surface(let surface):
            let walked = surface.walkedViews
            guard !walked.isEmpty else { return self }
            return Self.nonEmpty(walked) { .surface(surface.replacingWalkedViews($0)) }
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
        case .empty, .shape, .color, .text, .image, .canvas, .spacer:
            return self
        }
    }

    /// Replaces every control with `transform(control)` (a style set on a stack or container
    /// applies to the controls inside it, as SwiftUI's environment does); with `skippingTinted`,
    /// not the controls under a `.tint(_:)` of their own, which is nearer to them.
    public func mappingControls(skippingTinted: Bool = false, _ transform: (Control) throws -> Control) rethrows -> View {
        switch self {
        case .surface(.control(let control)):
            return .surface(.control(try transform(control)))
        case .surface(let surface):
            let walked = surface.walkedViews
            guard !walked.isEmpty else { return self }
            return .surface(surface.replacingWalkedViews(try walked.map { try $0.mappingControls(skippingTinted: skippingTinted, transform) }))
        case .vStack(let alignment, let spacing, let children):
            return .vStack(alignment: alignment, spacing: spacing, children: try children.map { try $0.mappingControls(skippingTinted: skippingTinted, transform) })
        case .hStack(let alignment, let spacing, let children):
            return .hStack(alignment: alignment, spacing: spacing, children: try children.map { try $0.mappingControls(skippingTinted: skippingTinted, transform) })
        case .zStack(let alignment, let children):
            return .zStack(alignment: alignment, children: try children.map { try $0.mappingControls(skippingTinted: skippingTinted, transform) })
        case .group(let children):
            return .group(try children.map { try $0.mappingControls(skippingTinted: skippingTinted, transform) })
        case .modified(let inner, let modifier):
            switch modifier {
            case .background(let view, let alignment):
                return .modified(try inner.mappingControls(skippingTinted: skippingTinted, transform), .background(try view.mappingControls(skippingTinted: skippingTinted, transform), alignment: alignment))
            case .overlay(let view, let alignment):
                return .modified(try inner.mappingControls(skippingTinted: skippingTinted, transform), .overlay(try view.mappingControls(skippingTinted: skippingTinted, transform), alignment: alignment))
            case .surface(.tint) where skippingTinted:
                return self
            default:
                return .modified(try inner.mappingControls(skippingTinted: skippingTinted, transform), modifier)
            }
        case .empty, .shape, .color, .text, .image, .canvas, .spacer:
            return self
        }
    }

    /// Whether the view is `.empty` under its modifiers (an `EmptyView().padding()` keeps its
    /// padding; a control that was taken out does not).
    var isEmptyWithoutModifiers: Bool {
        if case .empty = withoutModifiers(collecting: []).base { return true }
        return false
    }

    /// `make(children)` with controls taken out of the children, or `.empty` when nothing but
    /// spacers is left once something was taken out (`HStack { Button(…); Spacer(); Button(…) }`).
    private static func nonEmpty(_ children: [View], _ make: ([View]) -> View) -> View {
        let kept = children.map(\.withoutControls)
        let tookOut = zip(children, kept).contains { child, kept in kept.isEmpty && !child.isEmptyWithoutModifiers }
        if tookOut && kept.allSatisfy({ $0.isEmpty || $0.isSpacer }) { return .empty }
        return make(kept)
    }

    private var isEmpty: Bool {
        if case .empty = self { return true }
        return false
    }

    private var isSpacer: Bool {
        if case .spacer = withoutModifiers(collecting: []).base { return true }
        return false
    }
}

extension SurfaceView {
    /// The views inside that are drawn and that a live view looks into for controls, in reading
    /// order (see the top of this file for what is left out).
    var walkedViews: [View] {
        switch self {
        case .scrollView(_, _, let content), .navigationStack(let content): [content]
        case .lazyGrid(_, let children), .customLayout(_, let children): children
        case .grid(_, let rows): rows.flatMap { row in
            switch row {
            case .cells(let cells): cells
            case .spanning(let view): [view]
            }
        }
        case .list(let rows): rows
        case .section(_, _, let rows): rows
        case .tabView(let tabs): tabs.isEmpty ? [] : [tabs[0]]
        case .geometryReader, .styledText, .control, .viewThatFits, .symbol: []
        }
    }

    /// The container with `walkedViews` replaced by `views` (as many, in the same order); a grid
    /// row left with nothing but empty views goes.
    func replacingWalkedViews(_ views: [View]) -> SurfaceView {
        switch self {
        case .scrollView(let horizontal, let vertical, _):
            return .scrollView(horizontal: horizontal, vertical: vertical, content: views.first ?? .empty)
        case .navigationStack: return .navigationStack(views.first ?? .empty)
        case .lazyGrid(let spec, _): return .lazyGrid(spec, children: views)
        case .customLayout(let content, _): return .customLayout(content, children: views)
        case .grid(let spec, let rows):
            var remaining = views[...]
            var replaced: [GridRowContent] = []
            for row in rows {
                let count = if case .cells(let cells) = row { cells.count } else { 1 }
                let taken = Array(remaining.prefix(count))
                remaining = remaining.dropFirst(count)
                if !taken.isEmpty, taken.allSatisfy({ if case .empty = $0 { true } else { false } }) { continue }
                if case .cells = row { replaced.append(.cells(taken)) } else { replaced.append(.spanning(taken.first ?? .empty)) }
            }
            return .grid(spec, rows: replaced)
        case .list: return .list(views)
        case .section(let header, let footer, _): return .section(header: header, footer: footer, rows: views)
        case .tabView(let tabs): return .tabView(Array(views.prefix(1)) + tabs.dropFirst())
        case .geometryReader, .styledText, .control, .viewThatFits, .symbol: return self
        }
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
    /// The stacks and containers around the controls, as rows and columns (a column at the top).
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
        case .surface(.control(let control)):
            guard control.interactive != nil else { return [] }
            defer { next += 1 }
            return [.control(next)]
        case .surface(.grid(_, let rows)):
            // Each GridRow side by side, the rows one under the other.
            return stack(rows.map { row in
                switch row {
                case .cells(let cells): .hStack(children: cells)
                case .spanning(let view): view
                }
            }, ControlArrangement.column)
        case .surface(.scrollView(let horizontal, let vertical, let content)):
            return horizontal && !vertical ? stack([content], ControlArrangement.row) : inside([content])
        case .surface(.lazyGrid(let spec, let children)):
            return stack(children, spec.axis == .horizontal ? ControlArrangement.row : ControlArrangement.column)
        case .surface(let surface):
            // Lists, sections, navigation stacks and tabs lay their content out from top to bottom.
            return stack(surface.walkedViews, ControlArrangement.column)
        case .vStack(_, _, let children): return stack(children, ControlArrangement.column)
        case .hStack(_, _, let children): return stack(children, ControlArrangement.row)
        case .zStack(_, let children), .group(let children): return inside(children)
        case .modified(let inner, let modifier):
            switch modifier {
            case .background(let view, _), .overlay(let view, _): return inner.arrangements(next: &next) + view.arrangements(next: &next)
            default: return inner.arrangements(next: &next)
            }
        case .empty, .shape, .color, .text, .image, .canvas, .spacer:
            return []
        }
    }
}
