import Geometry

/// SwiftUI's views beyond shapes, stacks and plain text: `GeometryReader`, text made of styled
/// runs, controls, containers (lists, forms, navigation and tab views, scroll views), grids,
/// `ViewThatFits` and SF Symbol placeholders.
///
/// They live in one enum, reached through `View.surface`, so that `View`'s own switch grows by one
/// case and these views keep to the files of this folder. Some have layout of their own (a
/// `GeometryReader` takes all it is offered; grids size columns by SwiftUI's rules); the others
/// are drawn as an iOS 17 preview draws them in the light appearance by building an ordinary view
/// tree of shapes and text (`appearance`), while keeping what a live control needs (a slider's
/// value, range and step; a button's action) in the tree for whoever makes them interactive.
public indirect enum SurfaceView {
    /// `GeometryReader { proxy in … }`: takes the whole proposal; the content is made when the
    /// reader's size and position are known and placed at its top leading corner.
    case geometryReader(GeometryReaderContent)
    /// `Text` built from runs of different fonts and colours (`Text("a").bold() + Text("b")`).
    case styledText([TextRun])
    /// A control (`Button`, `Toggle`, `Slider` …): its data and how it looks.
    case control(Control)
    /// `ScrollView(axes) { … }`: takes the proposal, offers its content an unlimited length along
    /// the scrolling axes, shows the content from its start and clips it to its frame.
    case scrollView(horizontal: Bool, vertical: Bool, content: View)
    /// `LazyVGrid` / `LazyHGrid`: children flow into columns (rows) sized by `GridItem`s.
    case lazyGrid(LazyGridSpec, children: [View])
    /// `Grid { GridRow { … } }`: a table whose columns are as wide as their widest cell.
    case grid(GridSpec, rows: [GridRowContent])
    /// `ViewThatFits(in:)`: the first candidate whose ideal size fits the proposal on the given
    /// axes, else the last.
    case viewThatFits(horizontal: Bool, vertical: Bool, candidates: [View])
    /// `List { … }` and `Form { … }`: sections of rows in the inset grouped style.
    case list([View])
    /// `Section(header) { rows } footer: { … }`: a group of list rows.
    case section(header: View?, footer: View?, rows: [View])
    /// `NavigationStack { … }` / `NavigationView { … }`: a navigation bar with the content's
    /// `.navigationTitle` as a large title above the content.
    case navigationStack(View)
    /// `TabView { … }`: the first tab's content above a tab bar of every tab's `.tabItem`.
    case tabView([View])
    /// A `Layout` of the program's own with its subviews (CustomLayoutNode.swift).
    case customLayout(CustomLayoutContent, children: [View])
    /// `Image(systemName:)`: SF Symbols are not available here, so a neutral placeholder of the
    /// symbol's size in the current font (times `scale`, the `.imageScale(_:)`: 0.8 small, 1
    /// medium, 1.3 large), or, once `.resizable()`, of whatever it is offered.
    case symbol(String, resizable: Bool, scale: Double = 1)
}

/// Modifiers that belong with `SurfaceView`: named coordinate spaces, navigation titles and tab
/// items (read by their containers), and text attributes.
public enum SurfaceModifier {
    /// `.coordinateSpace(name:)`: `GeometryProxy.frame(in: .named(name))` inside measures from here.
    case coordinateSpace(String)
    /// `.navigationTitle(_:)`: the enclosing `NavigationStack`'s large title.
    case navigationTitle(String)
    /// `.tabItem { Label(…) }`: this tab's item in the enclosing `TabView`'s bar.
    case tabItem(View)
    /// Text attributes for text inside: kerning, tracking, line limit, design, monospacing.
    case text(TextAttribute)
    /// `.tag(_:)`: the value (as text) a `Picker` option stands for.
    case tag(String)
    /// `.alignmentGuide(_:computeValue:)`: the value of one of the view's guides (AlignmentGuide.swift).
    case alignmentGuide(AlignmentGuide)
    /// `.tint(_:)`: the tint of the controls inside (ControlTint.swift); nil unsets the outer one,
    /// so they take the accent colour, as SwiftUI's `.tint(nil)` does.
    case tint(ShapeStyle?)
    /// `.accentColor(_:)`: the accent colour of the controls inside; nil for the system accent.
    case accentColor(RGBA?)
    /// `.gridCellColumns(_:)`: the columns of the enclosing `Grid` the cell spans (GridNode.swift).
    case gridCellColumns(Int)
    /// `.preference(key:value:)` and its kin: what the view passes up (Preferences.swift).
    case preferenceWriter(PreferenceWriter)
    /// `.overlayPreferenceValue` and its kin: a view made from what the content set.
    case preferenceReader(PreferenceReader)
    /// `.redacted(reason: .placeholder)` (true) and `.unredacted()` (false): the text and images
    /// inside are drawn as placeholders of their size, or as themselves again.
    case redacted(Bool)
    /// `.preferredColorScheme(_:)` and `.colorScheme(_:)`: the appearance the views inside are
    /// drawn in (true: dark); text and shapes in the default foreground take its primary colour
    /// (white in the dark, `RGBA.darkPrimary`). The bridge resolves the named colours inside.
    case appearance(dark: Bool)
    /// `.listStyle(_:)`: how the lists inside are drawn (ListAppearance.swift).
    case listStyle(ListStyleKind)
    /// `.tabViewStyle(_:)`: how the tab views inside are drawn (TabViewStyleKind.swift).
    case tabViewStyle(TabViewStyleKind)
    /// `.indexViewStyle(.page(backgroundDisplayMode:))`: whether a paged tab view's dots inside
    /// sit on their dark capsule (`.always`) or on the page itself (the other modes, as a
    /// preview shows them, untouched).
    case pageIndexBackground(Bool)
}

/// A text attribute set by a modifier on a view (and so on all text inside it).
public enum TextAttribute: Hashable, Sendable {
    /// `.kerning(_:)`: points added between characters.
    case kerning(Double)
    /// `.tracking(_:)`: points added after each character.
    case tracking(Double)
    /// `.lineLimit(_:)`: at most this many lines, the last ending in "…" when text is cut (nil: no limit).
    case lineLimit(Int?)
    /// `.fontDesign(_:)`: the design of the font inside.
    case design(Font.Design)
    /// `.monospaced()`: the monospaced design.
    case monospaced
    /// `.fontWidth(_:)`: the width of the font inside (Font+Width.swift).
    case width(Font.Width)
    /// `.underline()`: a line under the text.
    case underline(Bool)
    /// `.strikethrough()`: a line through the text.
    case strikethrough(Bool)
    /// `.dynamicTypeSize(_:)`: the Dynamic Type size of the text inside brought within the range
    /// (one size: exactly it).
    case dynamicTypeSize(ClosedRange<DynamicTypeSize>)
    /// `.textCase(.uppercase)`: text shown in capitals (list section headers are).
    case uppercased
    /// `.baselineOffset(_:)`: text drawn this many points above its line's baseline (below when negative).
    case baselineOffset(Double)
    /// `.minimumScaleFactor(_:)`: text that does not fit the width it is offered is drawn smaller,
    /// down to this fraction of its size.
    case minimumScaleFactor(Double)
    /// `.truncationMode(_:)`: where a line cut to fit ends in "…" (`.tail`, the default), starts
    /// with it (`.head`) or has it in its middle (`.middle`).
    case truncationMode(TruncationMode)
}

/// Where a line of text cut to fit its width shows the "…": SwiftUI's `Text.TruncationMode`.
public enum TruncationMode: Hashable, Sendable {
    case head, middle, tail
}

extension View {
    /// A `SurfaceView` modifier applied to this view.
    public func surfaceModifier(_ modifier: SurfaceModifier) -> View {
        .modified(self, .surface(modifier))
    }

    /// The views with groups (`Group`, an evaluated `ForEach`) spliced in and empty views dropped,
    /// as a stack lists its children.
    public static func spliced(_ views: [View]) -> [View] {
        LayoutTreeBuilder().flattened(views)
    }

    /// The `.tag(_:)` of this view, looking through its other modifiers.
    public var tagText: String? {
        switch self {
        case .modified(_, .surface(.tag(let tag))): tag
        case .modified(let inner, _): inner.tagText
        default: nil
        }
    }
}
