extension Prelude {
    /// `.alignmentGuide(_:computeValue:)` and the `ViewDimensions` its closure is given: a view
    /// moves its guide, and the stack or frame aligning it lines the guides up
    /// (`ViewBridge+AlignmentGuide.swift`, Canvas's `AlignmentGuide.swift`).
    static let alignmentGuide = #"""
    /// A view's size and its alignment guides, as an `.alignmentGuide` closure sees them.
    struct ViewDimensions {
        /// The view's width.
        let width: CGFloat
        /// The view's height.
        let height: CGFloat
        /// Guides set inside the view, by `h.` or `v.` and the alignment's name.
        let _explicit: [String: CGFloat]
        /// The view's `guide`: one set inside it, else 0, half or all of its width.
        func _value(_ guide: HorizontalAlignment) -> CGFloat {
            _explicit["h.\(guide)"] ?? (guide == .leading ? 0 : guide == .center ? width / 2 : width)
        }
        /// The view's `guide`: one set inside it, else 0, half or all of its height.
        func _value(_ guide: VerticalAlignment) -> CGFloat {
            _explicit["v.\(guide)"] ?? (guide == .top ? 0 : guide == .center ? height / 2 : height)
        }
        /// The view's `guide`: `d[.trailing]` is its width unless a guide inside it moved it.
        subscript(guide: HorizontalAlignment) -> CGFloat { _value(guide) }
        /// The view's vertical `guide`: `d[.bottom]` is its height unless a guide inside moved it.
        subscript(guide: VerticalAlignment) -> CGFloat { _value(guide) }
        /// The value a guide inside the view set for `guide`; nil when none did.
        subscript(explicit guide: HorizontalAlignment) -> CGFloat? { _explicit["h.\(guide)"] }
        /// The value a guide inside the view set for the vertical `guide`; nil when none did.
        subscript(explicit guide: VerticalAlignment) -> CGFloat? { _explicit["v.\(guide)"] }
    }

    /// A view with one of its guides set by a closure of its dimensions.
    struct _AlignmentGuideView: View {
        var content: any View
        var _horizontal: HorizontalAlignment?
        var _vertical: VerticalAlignment?
        var _computeValue: (ViewDimensions) -> CGFloat
    }

    extension View {
        /// The view with its `guide` where `computeValue` puts it (`d[.trailing]` lines its
        /// trailing edge up with the others' leading edges in a leading-aligned `VStack`).
        func alignmentGuide(_ guide: HorizontalAlignment, computeValue: @escaping (ViewDimensions) -> CGFloat) -> some View {
            _AlignmentGuideView(content: self, _horizontal: guide, _vertical: nil, _computeValue: computeValue)
        }
        /// The view with its vertical `guide` where `computeValue` puts it (read by `HStack`s).
        func alignmentGuide(_ guide: VerticalAlignment, computeValue: @escaping (ViewDimensions) -> CGFloat) -> some View {
            _AlignmentGuideView(content: self, _horizontal: nil, _vertical: guide, _computeValue: computeValue)
        }
    }
    """#
}
