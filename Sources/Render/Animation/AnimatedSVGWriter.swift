import Canvas
import Geometry

/// Writes an animation as one SVG document animated with SMIL, looping forever.
///
/// Two forms, chosen by comparing the frames' display lists:
/// - **Tweened**, when every frame draws the same structure (the same items in the same order,
///   each path with the same command sequence, the same kinds of paint and the same stroke
///   style apart from its width): one element per item, as in a still figure, with an
///   `<animate>` child for each attribute that changes: `d` (path data, which also carries any
///   transform, since display lists are in absolute coordinates), `fill`/`stroke` colour and
///   opacity, `stroke-width`, and a group's `opacity`. Values are listed per step at key times
///   `k / steps` and interpolated linearly between steps (SMIL interpolates path data point by
///   point when the command sequences match), so the SVG moves smoothly where the APNG steps.
/// - **Discrete frames** otherwise: one `<g>` per distinct frame, shown during its steps by an
///   `<animate attributeName="visibility" calcMode="discrete">`.
///
/// In both forms the attributes' base values are the first step's, so a renderer that does not
/// animate (rsvg-convert, an image preview) draws the first frame, as a still figure's SVG would.
/// Every item is written by `SVGWriter.write(_:animations:)`, the same code as a still figure's
/// (paint and stroke attributes, shared gradients and clip paths in `<defs>`, angular gradient
/// fans, scopes); this type adds only the `<animate>` children and the frame groups.
struct AnimatedSVGWriter {
    private var writer: SVGWriter
    private let animation: AnimatedFigure
    /// `dur` of every `<animate>`: one loop.
    private let duration: String

    private init(animation: AnimatedFigure, size: Size) {
        self.writer = SVGWriter(size: size)
        self.animation = animation
        self.duration = SVGFormat.number(animation.duration) + "s"
    }

    /// The animated SVG document for `animation`, `size` points wide and high.
    /// - Throws: `RenderError` when the thread's `ResourceContext` was interrupted.
    static func document(for animation: AnimatedFigure, size: Size) throws(RenderError) -> String {
        var writer = AnimatedSVGWriter(animation: animation, size: size)
        writer.writer.title = animation.description
        writer.writer.contrast = PageContrast(animation.frames[0].displayList)
        let lists = animation.frames.map(\.displayList)
        if isTweenable(lists) {
            try writer.writeTweened(lists)
        } else {
            try writer.writeDiscreteFrames(lists)
        }
        return writer.writer.finished()
    }

    // MARK: - Tweened

    /// Frame `sequence[0]`'s items, each with `<animate>` children for what changes over the loop.
    private mutating func writeTweened(_ lists: [DisplayList]) throws(RenderError) {
        let base = lists[animation.sequence[0]]
        writer.writeBackground(base.background)
        for (index, item) in base.items.enumerated() {
            try ResourceContext.checkpoint(RenderError.init)
            let perFrame = lists.map { $0.items[index] }
            writer.write(item, animations: animations(perFrame))
        }
        writer.closeAllScopes()
    }

    /// The `<animate>` elements for one item, given that item in every frame.
    private func animations(_ perFrame: [DisplayItem]) -> [String] {
        possibleAnimations(perFrame).compactMap { $0 }
    }

    /// One entry per attribute that may animate; nil where it does not change.
    private func possibleAnimations(_ perFrame: [DisplayItem]) -> [String?] {
        switch perFrame[0] {
        case .fill(_, let paint, _):
            if paint.isAngularGradient { return [] }
            let paths = perFrame.map { if case .fill(let path, _, _) = $0 { return path } else { return Path() } }
            let paints = perFrame.map { item -> Paint in if case .fill(_, let framePaint, _) = item { return framePaint } else { return paint } }
            return [animate("d", paths.map(SVGFormat.pathData))] + colorAnimations(paints, as: "fill")
        case .stroke(_, let paint, _):
            if paint.isAngularGradient { return [] }
            var paths: [Path] = [], paints: [Paint] = [], widths: [String] = []
            for item in perFrame {
                guard case .stroke(let path, let paint, let style) = item else { continue }
                paths.append(path)
                paints.append(paint)
                widths.append(SVGFormat.number(style.lineWidth))
            }
            return [animate("d", paths.map(SVGFormat.pathData)), animate("stroke-width", widths)]
                + colorAnimations(paints, as: "stroke")
        case .beginClip:
            let paths = perFrame.map { if case .beginClip(let path, _) = $0 { return path } else { return Path() } }
            return [animate("d", paths.map(SVGFormat.pathData))]
        case .beginGroup:
            let opacities = perFrame.map { if case .beginGroup(let opacity) = $0 { return opacity } else { return 1 } }
            return [animate("opacity", opacities.map { SVGFormat.number($0.clampedToUnit) })]
        case .endClip, .endGroup, .image, .beginLayer:
            return []
        }
    }

    /// `fill`/`stroke` and its opacity animated, when the paints are solid colours that change.
    private func colorAnimations(_ paints: [Paint], as property: String) -> [String?] {
        let colors = paints.compactMap { paint -> RGBA? in if case .solid(let color) = paint { return color } else { return nil } }
        guard colors.count == paints.count else { return [] }
        return [animate(property, colors.map { SVGFormat.hexColor(red: $0.red, green: $0.green, blue: $0.blue) }),
                animate(property + "-opacity", colors.map { SVGFormat.number($0.alpha.clampedToUnit) })]
    }

    /// An `<animate>` of `attribute` through `frameValues` (one per frame), or nil when it never changes.
    ///
    /// The values follow the steps of the loop at key times `k / steps`, then one more at key
    /// time 1: the first step's value when the loop flows back into its start, else the last
    /// step's again (held until the loop jumps back).
    private func animate(_ attribute: String, _ frameValues: [String]) -> String? {
        let steps = animation.sequence.map { frameValues[$0] }
        guard let first = steps.first, steps.contains(where: { $0 != first }) else { return nil }
        let values = steps + [animation.returnsToStart ? first : steps[steps.count - 1]]
        let keyTimes = (0...steps.count).map { Self.keyTime($0, of: steps.count) }
        return "<animate attributeName=\"\(attribute)\" dur=\"\(duration)\" repeatCount=\"indefinite\" "
            + "keyTimes=\"\(keyTimes.joined(separator: ";"))\" values=\"\(values.joined(separator: ";"))\"/>"
    }

    // MARK: - Discrete frames

    /// One group per distinct frame, visible during the steps that show it.
    private mutating func writeDiscreteFrames(_ lists: [DisplayList]) throws(RenderError) {
        var order: [Int] = []
        for frame in animation.sequence where !order.contains(frame) { order.append(frame) }
        for frame in order {
            let isFirst = frame == animation.sequence[0]
            writer.openOuterGroup("<g visibility=\"\(isFirst ? "visible" : "hidden")\">",
                                  children: visibilityAnimation(of: frame).map { [$0] } ?? [])
            writer.writeBackground(lists[frame].background)
            for item in lists[frame].items {
                try ResourceContext.checkpoint(RenderError.init)
                writer.write(item)
            }
            writer.closeAllScopes()
            writer.closeOuterGroup()
        }
    }

    /// The discrete `visibility` animation that shows `frame` during its steps, or nil when it is
    /// the only frame.
    private func visibilityAnimation(of frame: Int) -> String? {
        var values: [String] = [], keyTimes: [String] = []
        for (step, shown) in animation.sequence.enumerated() {
            let value = shown == frame ? "visible" : "hidden"
            if values.last != value {
                values.append(value)
                keyTimes.append(Self.keyTime(step, of: animation.sequence.count))
            }
        }
        guard values.count > 1 else { return nil }
        return "<animate attributeName=\"visibility\" calcMode=\"discrete\" dur=\"\(duration)\" repeatCount=\"indefinite\" "
            + "keyTimes=\"\(keyTimes.joined(separator: ";"))\" values=\"\(values.joined(separator: ";"))\"/>"
    }

    // MARK: - Structure

    /// True when every frame draws the same structure, so one element per item can be tweened.
    static func isTweenable(_ lists: [DisplayList]) -> Bool {
        guard let first = lists.first else { return false }
        for list in lists.dropFirst() {
            guard list.background == first.background, list.items.count == first.items.count else { return false }
            for (a, b) in zip(first.items, list.items) where !sameStructure(a, b) { return false }
        }
        return true
    }

    /// True when two items differ only in what SMIL can interpolate.
    static func sameStructure(_ a: DisplayItem, _ b: DisplayItem) -> Bool {
        switch (a, b) {
        case let (.fill(pathA, paintA, ruleA), .fill(pathB, paintB, ruleB)):
            if paintA.isAngularGradient || paintB.isAngularGradient { return a == b }
            return ruleA == ruleB && sameCommands(pathA, pathB) && tweenable(paintA, paintB)
        case let (.stroke(pathA, paintA, styleA), .stroke(pathB, paintB, styleB)):
            if paintA.isAngularGradient || paintB.isAngularGradient { return a == b }
            var widthless = styleB
            widthless.lineWidth = styleA.lineWidth
            return widthless == styleA && styleA.lineWidth.isFinite && styleB.lineWidth.isFinite
                && sameCommands(pathA, pathB) && tweenable(paintA, paintB)
        case let (.beginClip(pathA, ruleA), .beginClip(pathB, ruleB)):
            return ruleA == ruleB && sameCommands(pathA, pathB)
        case (.beginGroup, .beginGroup), (.endClip, .endClip), (.endGroup, .endGroup):
            return true
        case (.image, .image), (.beginLayer, .beginLayer):
            return a == b
        default:
            return false
        }
    }

    /// True when both paths have the same commands in the same order (points may differ).
    static func sameCommands(_ a: Path, _ b: Path) -> Bool {
        guard a.elements.count == b.elements.count else { return false }
        for (x, y) in zip(a.elements, b.elements) {
            switch (x, y) {
            case (.move, .move), (.line, .line), (.quadCurve, .quadCurve), (.curve, .curve), (.closeSubpath, .closeSubpath): continue
            default: return false
            }
        }
        return true
    }

    private static func tweenable(_ a: Paint, _ b: Paint) -> Bool {
        if case .solid = a, case .solid = b { return true }
        return a == b
    }

    /// `step / steps` with up to six decimals: exact enough that key times stay strictly
    /// increasing for any frame count the language allows.
    static func keyTime(_ step: Int, of steps: Int) -> String {
        guard step > 0 else { return "0" }
        guard step < steps else { return "1" }
        let millionths = (Double(step) / Double(steps) * 1_000_000).rounded()
        var digits = String(Int(millionths))
        digits = String(repeating: "0", count: max(0, 6 - digits.count)) + digits
        while digits.hasSuffix("0") { digits.removeLast() }
        return "0." + digits
    }
}
