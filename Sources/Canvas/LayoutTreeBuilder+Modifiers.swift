import Geometry

extension LayoutTreeBuilder {
    /// The node for `child` with `modifier` applied.
    func modified(_ child: View, _ modifier: ViewModifier, environment: Environment, stackAxis: Axis?) throws -> LayoutNode {
        func inner(_ env: Environment = environment) throws -> LayoutNode {
            try node(for: child, environment: env, stackAxis: stackAxis)
        }
        switch modifier {
        case .frame(let width, let height, let alignment):
            if let width { try Self.check(width, "frame width") }
            if let height { try Self.check(height, "frame height") }
            return FrameNode(child: try inner(), width: width, height: height, alignment: alignment)
        case .flexibleFrame(let minWidth, let idealWidth, let maxWidth, let minHeight, let idealHeight, let maxHeight, let alignment):
            for (value, name) in [(minWidth, "minWidth"), (idealWidth, "idealWidth"), (minHeight, "minHeight"), (idealHeight, "idealHeight")] {
                if let value { try Self.check(value, "frame \(name)") }
            }
            for (value, name) in [(maxWidth, "maxWidth"), (maxHeight, "maxHeight")] {
                if let value, value.isNaN || value < 0 {
                    throw CanvasError("frame \(name) must be a non-negative number of points or .infinity, not \(value)")
                }
            }
            return FlexibleFrameNode(child: try inner(),
                                     horizontal: .init(min: minWidth, ideal: idealWidth, max: maxWidth),
                                     vertical: .init(min: minHeight, ideal: idealHeight, max: maxHeight),
                                     alignment: alignment)
        case .padding(let insets):
            for value in [insets.top, insets.leading, insets.bottom, insets.trailing] {
                try Self.check(value, "padding", allowNegative: true)
            }
            return PaddingNode(child: try inner(), insets: insets)
        case .background(let layer, let alignment):
            return LayerNode(primary: try inner(), layer: try node(for: layer, environment: environment),
                             alignment: alignment, placement: .behind)
        case .overlay(let layer, let alignment):
            return LayerNode(primary: try inner(), layer: try node(for: layer, environment: environment),
                             alignment: alignment, placement: .inFront)
        case .border(let style, let width):
            try Self.check(width, "border width")
            let border = View.shape(.rectangle, .strokeBorder(style, StrokeStyle(lineWidth: width)))
            return LayerNode(primary: try inner(), layer: try node(for: border, environment: environment),
                             alignment: .center, placement: .inFront)
        case .foregroundStyle(let style):
            var env = environment
            env.foreground = style.substitutingForeground(environment.foreground)
            env.foregroundIsExplicit = true
            return try inner(env)
        case .font(let font):
            try Self.check(font.size, "font size")
            var env = environment
            env.font = font
            return try inner(env)
        case .opacity(let opacity):
            try Self.check(opacity, "opacity", allowNegative: true)
            return EffectNode(child: try inner(), effect: .opacity(min(max(opacity, 0), 1)))
        case .offset(let x, let y):
            try Self.check(x, "offset x", allowNegative: true)
            try Self.check(y, "offset y", allowNegative: true)
            return EffectNode(child: try inner(), effect: .transform { _ in Transform(translationX: x, y: y) })
        case .rotationEffect(let angle, let anchor):
            try Self.check(angle.radians, "rotation angle", allowNegative: true)
            return EffectNode(child: try inner(), effect: .transform { rect in
                Transform(rotationAngle: angle.radians).about(anchor.point(in: rect))
            })
        case .scaleEffect(let x, let y, let anchor):
            try Self.check(x, "scale x", allowNegative: true)
            try Self.check(y, "scale y", allowNegative: true)
            return EffectNode(child: try inner(), effect: .transform { rect in
                Transform(scaleX: x, y: y).about(anchor.point(in: rect))
            })
        case .clipShape(let shape, let rule):
            return EffectNode(child: try inner(), effect: .clip(shape, rule))
        case .fontWeight(let weight):
            var env = environment
            env.weightOverride = weight
            return try inner(env)
        case .italic:
            var env = environment
            env.isItalic = true
            return try inner(env)
        case .aspectRatio(let ratio, let contentMode):
            if let ratio {
                try Self.check(ratio, "aspect ratio")
                guard ratio > 0 else { throw CanvasError("aspect ratio must be greater than 0, not \(ratio)") }
            }
            return AspectRatioNode(child: try inner(), ratio: ratio, contentMode: contentMode)
        case .position(let x, let y):
            try Self.check(x, "position x", allowNegative: true)
            try Self.check(y, "position y", allowNegative: true)
            return PositionNode(child: try inner(), center: Point(x: x, y: y))
        case .multilineTextAlignment(let alignment):
            var env = environment
            env.textAlignment = alignment
            return try inner(env)
        case .fixedSize(let horizontal, let vertical):
            return FixedSizeNode(child: try inner(), horizontal: horizontal, vertical: vertical)
        case .layoutPriority(let priority):
            guard !priority.isNaN else { throw CanvasError("layout priority must be a number, not nan") }
            return LayoutPriorityNode(child: try inner(), priority: priority)
        case .effect(let effect):
            return try effectNode(try inner(), effect)
        case .mask(let mask, let alignment):
            return LayerNode(primary: try inner(), layer: try node(for: mask, environment: environment), alignment: alignment, placement: .mask)
        case .surface(let surface):
            return try modified(child, surface, environment: environment, stackAxis: stackAxis)
        }
    }
}
