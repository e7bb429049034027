extension Prelude {
    /// iOS 17's `.visualEffect { content, proxy in … }` and iOS 15's Dynamic Type sizes.
    ///
    /// A visual effect changes how a view is drawn, never its layout, and is given the view's
    /// geometry: here the view keeps its place in the layout (drawn hidden) and a `GeometryReader`
    /// over it, offered the view's own frame, draws the view again with the effects the closure
    /// makes for that proxy, innermost first, as the same modifiers on the view would draw it.
    /// `.dynamicTypeSize` resizes the text styles inside as iOS does (Canvas's `DynamicTypeSize`,
    /// Apple's table of sizes); a figure is otherwise a preview at the default size, `.large`.
    static let visualEffects = #"""
    /// Effects that change how a view is drawn, not its layout (`.visualEffect`'s content).
    protocol VisualEffect {
        /// `view` drawn with the effect.
        func _applied(to view: any View) -> any View
    }

    /// The visual effect that does nothing, to which a `.visualEffect` closure adds its effects.
    struct EmptyVisualEffect: VisualEffect {
        /// No effect.
        init() {}
        func _applied(to view: any View) -> any View { view }
    }

    /// An effect added to another: a drawing modifier or an effect of the view modifiers.
    struct _VisualEffectStep: VisualEffect {
        var _base: any VisualEffect
        var _modifier: _Modifier? = nil
        var _effect: _Effect? = nil
        func _applied(to view: any View) -> any View {
            let inner = _base._applied(to: view)
            if let modifier = _modifier { return _ModifiedView(content: inner, modifier: modifier) }
            if let effect = _effect { return _EffectView(content: inner, effect: effect) }
            return inner
        }
    }

    extension VisualEffect {
        /// Drawn moved by (`x`, `y`).
        func offset(x: CGFloat = 0, y: CGFloat = 0) -> some VisualEffect { _VisualEffectStep(_base: self, _modifier: .offset(x, y)) }
        /// Drawn moved by `offset`.
        func offset(_ offset: CGSize) -> some VisualEffect { _VisualEffectStep(_base: self, _modifier: .offset(offset.width, offset.height)) }
        /// Drawn scaled by `s` about `anchor`.
        func scaleEffect(_ s: CGFloat, anchor: UnitPoint = .center) -> some VisualEffect {
            _VisualEffectStep(_base: self, _modifier: .scale(s, s, anchor))
        }
        /// Drawn scaled by `scale`'s width and height about `anchor`.
        func scaleEffect(_ scale: CGSize, anchor: UnitPoint = .center) -> some VisualEffect {
            _VisualEffectStep(_base: self, _modifier: .scale(scale.width, scale.height, anchor))
        }
        /// Drawn scaled by `x` and `y` about `anchor`.
        func scaleEffect(x: CGFloat = 1, y: CGFloat = 1, anchor: UnitPoint = .center) -> some VisualEffect {
            _VisualEffectStep(_base: self, _modifier: .scale(x, y, anchor))
        }
        /// Drawn rotated by `angle` about `anchor`.
        func rotationEffect(_ angle: Angle, anchor: UnitPoint = .center) -> some VisualEffect {
            _VisualEffectStep(_base: self, _modifier: .rotation(angle, anchor))
        }
        /// Drawn at `opacity` (0…1).
        func opacity(_ opacity: Double) -> some VisualEffect { _VisualEffectStep(_base: self, _modifier: .opacity(opacity)) }
        /// Drawn blurred by a Gaussian of standard deviation `radius`.
        func blur(radius: CGFloat, opaque: Bool = false) -> some VisualEffect {
            _VisualEffectStep(_base: self, _effect: .blur(radius, opaque))
        }
        /// Drawn brighter by `amount`.
        func brightness(_ amount: Double) -> some VisualEffect { _VisualEffectStep(_base: self, _effect: .colorAmount("brightness", amount)) }
        /// Drawn with its contrast scaled by `amount`.
        func contrast(_ amount: Double) -> some VisualEffect { _VisualEffectStep(_base: self, _effect: .colorAmount("contrast", amount)) }
        /// Drawn with its saturation scaled by `amount`.
        func saturation(_ amount: Double) -> some VisualEffect { _VisualEffectStep(_base: self, _effect: .colorAmount("saturation", amount)) }
        /// Drawn greyer by `amount`.
        func grayscale(_ amount: Double) -> some VisualEffect { _VisualEffectStep(_base: self, _effect: .colorAmount("grayscale", amount)) }
        /// Drawn with its hues turned by `angle`.
        func hueRotation(_ angle: Angle) -> some VisualEffect { _VisualEffectStep(_base: self, _effect: .hueRotation(angle)) }
        /// Drawn with each colour multiplied by `color`.
        func colorMultiply(_ color: Color) -> some VisualEffect { _VisualEffectStep(_base: self, _effect: .colorMultiply(color)) }
    }

    extension View {
        /// The view drawn with the effects `effect` makes from the empty effect and the view's
        /// geometry; its layout is unchanged.
        func visualEffect(_ effect: @escaping (EmptyVisualEffect, GeometryProxy) -> any VisualEffect) -> some View {
            hidden().overlay(GeometryReader { proxy in
                AnyView(effect(EmptyVisualEffect(), proxy)._applied(to: self))
            })
        }
    }

    /// How large scalable text is drawn (Dynamic Type), smallest first.
    enum DynamicTypeSize: Comparable, CaseIterable {
        case xSmall, small, medium, large, xLarge, xxLarge, xxxLarge
        case accessibility1, accessibility2, accessibility3, accessibility4, accessibility5
        /// Whether the size is one of the accessibility sizes.
        var isAccessibilitySize: Bool { self >= .accessibility1 }
        static func < (a: DynamicTypeSize, b: DynamicTypeSize) -> Bool {
            (DynamicTypeSize.allCases.firstIndex(of: a) ?? 0) < (DynamicTypeSize.allCases.firstIndex(of: b) ?? 0)
        }
    }

    extension View {
        /// Text inside in the text styles' sizes at Dynamic Type size `size` (a font of a fixed
        /// size, `.system(size:)`, keeps its size, as on iOS).
        func dynamicTypeSize(_ size: DynamicTypeSize) -> some View { _TextModifiedView(content: self, modifier: .dynamicTypeSize(size)) }
        /// Text inside at the Dynamic Type size around it brought within `range` (a preview's
        /// default `.large` where none is set).
        func dynamicTypeSize(_ range: ClosedRange<DynamicTypeSize>) -> some View { _TextModifiedView(content: self, modifier: .dynamicTypeSize(range)) }
        /// Text inside at the Dynamic Type size around it brought within `range`.
        func dynamicTypeSize(_ range: Range<DynamicTypeSize>) -> some View { _TextModifiedView(content: self, modifier: .dynamicTypeSize(range)) }
        /// Text inside at the Dynamic Type size around it, at most `range`'s bound.
        func dynamicTypeSize(_ range: PartialRangeThrough<DynamicTypeSize>) -> some View { _TextModifiedView(content: self, modifier: .dynamicTypeSize(range)) }
        /// Text inside at the Dynamic Type size around it, below `range`'s bound.
        func dynamicTypeSize(_ range: PartialRangeUpTo<DynamicTypeSize>) -> some View { _TextModifiedView(content: self, modifier: .dynamicTypeSize(range)) }
        /// Text inside at the Dynamic Type size around it, at least `range`'s bound.
        func dynamicTypeSize(_ range: PartialRangeFrom<DynamicTypeSize>) -> some View { _TextModifiedView(content: self, modifier: .dynamicTypeSize(range)) }
    }
    """#
}
