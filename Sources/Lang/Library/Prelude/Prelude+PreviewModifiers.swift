extension Prelude {
    /// Modifiers previews and app code put on views that change nothing a figure draws or only
    /// hide the view: `previewDevice`, `previewInterfaceOrientation`, `previewContext`,
    /// `previewDisplayName`, `colorScheme`, `widgetURL`, `hidden()`; and WidgetKit's
    /// `TimelineEntry`, which a widget's views take their date from.
    static let previewModifiers = #"""
    /// A device a preview runs on, named as Xcode names it (`"iPhone 15"`).
    struct PreviewDevice {
        /// The device's name.
        var rawValue: String
        /// The device called `rawValue`.
        init(rawValue: String) { self.rawValue = rawValue }
    }

    /// The size of widget WidgetKit shows a widget's view in (`.systemSmall`, `.accessoryCircular`).
    enum WidgetFamily {
        case systemSmall, systemMedium, systemLarge, systemExtraLarge
        case accessoryCircular, accessoryRectangular, accessoryInline
    }

    /// The widget a preview shows a widget's view in (WidgetKit's `WidgetPreviewContext`).
    struct WidgetPreviewContext {
        /// The widget's size.
        var family: WidgetFamily
        /// The context of a widget of `family`.
        init(family: WidgetFamily) { self.family = family }
    }

    /// What a widget's timeline provider gives its view for one moment (WidgetKit's
    /// `TimelineEntry`): the date it is for.
    protocol TimelineEntry {
        /// The moment the entry is shown at.
        var date: Date { get }
    }

    /// Which way up a preview shows its device (`.portrait`, `.landscapeLeft`).
    struct InterfaceOrientation {
        /// The orientation's name.
        var _name: String
        static let portrait = InterfaceOrientation(_name: "portrait")
        static let portraitUpsideDown = InterfaceOrientation(_name: "portraitUpsideDown")
        static let landscapeLeft = InterfaceOrientation(_name: "landscapeLeft")
        static let landscapeRight = InterfaceOrientation(_name: "landscapeRight")
    }

    extension View {
        /// The orientation a preview shows its device in; a figure is laid out on its canvas,
        /// as for `previewDevice` (the device turning does not turn the view in it).
        func previewInterfaceOrientation(_ value: InterfaceOrientation) -> some View { self }
        /// The widget a preview shows the view in; a figure is laid out on its canvas, as for
        /// `previewDevice` (a widget's own frame is the widget extension's, not the view's).
        func previewContext(_ context: WidgetPreviewContext) -> some View { self }
        /// The device a preview shows the view on; a figure is laid out on its canvas (docs/canvas.md §2).
        func previewDevice(_ value: PreviewDevice?) -> some View { self }
        /// The device, by name, a preview shows the view on; a figure is laid out on its canvas.
        func previewDevice(_ name: String) -> some View { self }
        /// The name Xcode shows above a preview; a figure has none.
        func previewDisplayName(_ name: String?) -> some View { self }
        /// The URL a tap on a widget opens in its app; a figure draws the view as it is.
        func widgetURL(_ url: URL?) -> some View { self }
        /// The view taking its room in the layout and drawing nothing, as SwiftUI's `hidden()`.
        func hidden() -> some View { opacity(0) }
    }
    """#
}
