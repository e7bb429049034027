extension Prelude {
    /// SwiftUI's `GroupBox`: its content under an optional label, on a rounded panel in the
    /// secondary system background, as iOS's default group box style draws it (the label in the
    /// headline font above the content, both leading-aligned, inside the standard padding).
    static let groupBox = #"""
    /// A box grouping views under an optional label, drawn on iOS's grey rounded panel.
    struct GroupBox: View {
        var _label: (any View)?
        var _content: _ViewList
        /// A box of `content`'s views without a label.
        init(@ViewBuilder content: () -> _ViewList) {
            _label = nil
            _content = content()
        }
        /// A box of `content`'s views headed `title`.
        init(_ title: String, @ViewBuilder content: () -> _ViewList) {
            _label = Text(title)
            _content = content()
        }
        /// A box of `content`'s views headed by `label`'s.
        init(@ViewBuilder content: () -> _ViewList, @ViewBuilder label: () -> _ViewList) {
            _label = label()
            _content = content()
        }
        /// A box of `content`'s views headed by `label`.
        init(label: any View, @ViewBuilder content: () -> _ViewList) {
            _label = label
            _content = content()
        }
        var body: some View {
            VStack(alignment: .leading) {
                if let label = _label { AnyView(label).font(.headline) }
                _content
            }
            .padding()
            .background(RoundedRectangle(cornerRadius: 8, style: .continuous).fill(Color(.secondarySystemBackground)))
        }
    }
    """#
}
