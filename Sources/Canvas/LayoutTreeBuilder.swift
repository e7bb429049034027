import Foundation
import Geometry

/// Turns a `View` into layout nodes, applying the environment (font, foreground style) on the way
/// down and flattening groups into the stacks that hold them.
struct LayoutTreeBuilder {
    /// Where a live figure's `GeometryReader`s keep the contents whose controls are widgets
    /// (nil: readers draw their controls, as a preview does).
    var readerContents: ReaderContents?

    /// What SwiftUI passes down the tree through its environment.
    struct Environment {
        var foreground: ShapeStyle
        /// True below a `.foregroundStyle` (or `.foregroundColor`): a button's label then takes
        /// that style instead of its tint, as SwiftUI colours it.
        var foregroundIsExplicit = false
        var font: Font
        /// A weight from `.fontWeight`/`.bold()` outside, which wins over the font's own.
        var weightOverride: Font.Weight?
        /// True inside `.italic()`.
        var isItalic = false
        /// How wrapped lines of text line up.
        var textAlignment = TextAlignment.leading
        /// Spacing, line limit, design and decorations for text inside (Surface/TextEnvironment.swift).
        var text = TextEnvironment()
        /// The tint and accent colour of controls inside (`.tint`, `.accentColor`).
        var controlTint = ControlTint()
        /// True inside `.redacted(reason: .placeholder)` (and not inside an `.unredacted()` within
        /// it): text and images are drawn as placeholders (Surface/Redaction.swift).
        var isRedacted = false
        /// How lists inside are drawn (`.listStyle(_:)`).
        var listStyle = ListStyleKind.insetGrouped
        /// How tab views inside are drawn (`.tabViewStyle(_:)`), and whether a paged one's dots
        /// sit on a capsule (`.indexViewStyle(.page(backgroundDisplayMode: .always))`).
        var tabViewStyle = TabViewStyleKind.tabBar, pageIndexBackground = false

        /// The font text is drawn in: the environment's font with the overrides applied.
        var textFont: Font {
            var font = font
            if let weightOverride { font.weight = weightOverride }
            if isItalic { font.isItalic = true }
            if let design = text.design { font.design = design }
            if let width = text.width { font.width = width }
            return font.sized(for: text.dynamicTypeSize)
        }
    }

    /// The node for `view`; `stackAxis` is the axis of the stack the view sits in directly.
    func node(for view: View, environment: Environment, stackAxis: Axis? = nil) throws -> LayoutNode {
        try ResourceContext.checkpoint(CanvasError.init)
        switch view {
        case .empty:
            return LayoutNode()
        case .shape(let shape, let drawing):
            return castingShadows(ShapeNode(shape: shape, drawing: drawing, foreground: environment.foreground),
                                  of: drawing.style ?? .foreground, environment)
        case .color(let style):
            return castingShadows(ShapeNode(shape: .rectangle, drawing: .fill(style, .nonZero), foreground: environment.foreground),
                                  of: style, environment)
        case .text(let string):
            return castingShadows(textNode([TextRun(string)], environment: environment), of: .foreground, environment)
        case .image(let pixels, let resizable):
            return redacting(ImageNode(pixels: pixels, resizable: resizable), environment)
        case .canvas(let renderer):
            return CanvasNode(renderer: renderer, environment: environment)
        case .vStack(let alignment, let spacing, let children):
            return try stack(.vertical, .horizontal(alignment), spacing, children, environment)
        case .hStack(let alignment, let spacing, let children):
            return try stack(.horizontal, .vertical(alignment), spacing, children, environment)
        case .zStack(let alignment, let children):
            return ZStackNode(alignment: alignment, children: try flattened(children).map {
                try node(for: $0, environment: environment)
            })
        case .spacer(let minLength):
            if let minLength { try Self.check(minLength, "Spacer(minLength:)") }
            return SpacerNode(minLength: minLength, axis: stackAxis)
        case .group(let children):
            return ZStackNode(alignment: .center, children: try flattened(children).map {
                try node(for: $0, environment: environment)
            })
        case .modified(let child, let modifier):
            return try modified(child, modifier, environment: environment, stackAxis: stackAxis)
        case .surface(let surface):
            return try node(for: surface, environment: environment, stackAxis: stackAxis)
        }
    }

    private func stack(_ axis: Axis, _ guide: AlignmentKey, _ spacing: Double?, _ children: [View],
                       _ environment: Environment) throws -> LayoutNode {
        if let spacing { try Self.check(spacing, "stack spacing", allowNegative: true) }
        let nodes = try flattened(children).map { try node(for: $0, environment: environment, stackAxis: axis) }
        return StackNode(axis: axis, guide: guide, spacing: spacing, children: nodes)
    }

    /// Children with groups spliced in (a modifier on a group applies to each of its children) and
    /// empty views dropped, as SwiftUI's view builders do. A `Section` outside a list is a group
    /// too (its header, rows and footer join the stack holding it); a list keeps its sections
    /// (`keepingSections`) to draw them as cards.
    func flattened(_ views: [View], keepingSections: Bool = false) -> [View] {
        func spliced(_ view: View) -> [View]? {
            switch view {
            case .group(let children): children
            case .surface(.section(let header, let footer, let rows)) where !keepingSections:
                [header ?? .empty] + rows + [footer ?? .empty]
            default: nil
            }
        }
        return views.flatMap { view -> [View] in
            switch view {
            case .empty: return []
            case .modified(let inner, let modifier):
                let (base, modifiers) = inner.withoutModifiers(collecting: [modifier])
                guard let children = spliced(base) else { return [view] }
                return flattened(children, keepingSections: keepingSections).map { child in modifiers.reduce(child) { .modified($0, $1) } }
            default:
                guard let children = spliced(view) else { return [view] }
                return flattened(children, keepingSections: keepingSections)
            }
        }
    }

    /// The root of a figure: several views (a group, with any modifiers applied to each) in a
    /// `VStack`, as SwiftUI lays out the views at a window's or preview's root, where a group
    /// inside a stack splices into it and one inside a `ZStack` or overlay overlaps.
    func rootStack(_ view: View) -> View {
        let views = flattened([view])
        return views.count > 1 ? .vStack(children: views) : view
    }

    /// Rejects lengths SwiftUI would refuse (NaN, infinite, negative) with a message naming them.
    static func check(_ value: Double, _ what: String, allowNegative: Bool = false) throws {
        guard value.isFinite, allowNegative || value >= 0 else {
            throw CanvasError("\(what) must be a finite\(allowNegative ? "" : ", non-negative") number of points, not \(value)")
        }
    }
}

extension View {
    /// The innermost unmodified view and the modifiers around it, innermost first.
    func withoutModifiers(collecting outer: [ViewModifier]) -> (base: View, modifiers: [ViewModifier]) {
        var modifiers: [ViewModifier] = []
        var view = self
        while case .modified(let inner, let modifier) = view {
            modifiers.insert(modifier, at: 0)
            view = inner
        }
        return (view, modifiers + outer)
    }
}
