extension Prelude {
    /// What app code pasted from a fifth set of repositories uses (docs/real-code.md): `Menu`,
    /// the SF Symbol modifiers, `Font.custom`, Playgrounds' live view, `Section(footer:)`, the
    /// older `Picker(selection:label:content:)`, and Foundation's `capitalized`.
    static let pastedApps = #"""
    /// A button that opens a menu of `content`'s actions; a figure shows it closed, as a preview
    /// does before it is tapped: its label in the accent colour, as a button's.
    struct Menu: View {
        var _label: any View
        /// A menu showing `label`'s views, offering `content`'s buttons when opened.
        init(@ViewBuilder content: () -> _ViewList, @ViewBuilder label: () -> _ViewList) { _label = label() }
        /// A menu titled `title`.
        init(_ title: String, @ViewBuilder content: () -> _ViewList) { _label = Text(title) }
        /// A menu showing a symbol and `title` side by side.
        init(_ title: String, systemImage: String, @ViewBuilder content: () -> _ViewList) {
            _label = Label(title, systemImage: systemImage)
        }
        var body: some View { Button(_label: _label, _role: nil, _action: {}) }
    }

    /// A variant of an SF Symbol (`.fill`, `.circle` …). Symbols draw as placeholders here, so
    /// a variant changes nothing in a figure.
    struct SymbolVariants {
        var _name: String
        static var none: SymbolVariants { SymbolVariants(_name: "none") }
        static var fill: SymbolVariants { SymbolVariants(_name: "fill") }
        static var circle: SymbolVariants { SymbolVariants(_name: "circle") }
        static var square: SymbolVariants { SymbolVariants(_name: "square") }
        static var rectangle: SymbolVariants { SymbolVariants(_name: "rectangle") }
        static var slash: SymbolVariants { SymbolVariants(_name: "slash") }
        /// This variant filled (`.circle.fill`).
        var fill: SymbolVariants { SymbolVariants(_name: _name + ".fill") }
    }

    /// How an SF Symbol's layers are coloured. Symbols draw as placeholders here, so a mode
    /// changes nothing in a figure.
    struct SymbolRenderingMode {
        var _name: String
        static var monochrome: SymbolRenderingMode { SymbolRenderingMode(_name: "monochrome") }
        static var hierarchical: SymbolRenderingMode { SymbolRenderingMode(_name: "hierarchical") }
        static var palette: SymbolRenderingMode { SymbolRenderingMode(_name: "palette") }
        static var multicolor: SymbolRenderingMode { SymbolRenderingMode(_name: "multicolor") }
    }

    extension View {
        /// The view with its symbols in `variant`: accepted; symbols draw as placeholders here.
        func symbolVariant(_ variant: SymbolVariants) -> some View { self }
        /// The view with its symbols coloured in `mode`: accepted; symbols draw as placeholders here.
        func symbolRenderingMode(_ mode: SymbolRenderingMode?) -> some View { self }
    }

    extension Font {
        /// The font named `name` at `size` points. Fonts by name are not installed here, so it is
        /// the system font of that size in the design its name suggests (monospaced for Courier,
        /// Menlo and Monaco, serif for Times, Georgia and Baskerville) and in the face its name
        /// gives: the weight and slant of a PostScript name's style after its last hyphen
        /// (`"Poppins-SemiBoldItalic"` is semibold and italic, `"Avenir-Heavy"` heavy), or of a
        /// family name's words (`"Arial Bold"`).
        static func custom(_ name: String, size: CGFloat) -> Font {
            let lowered = name.lowercased()
            var design: Font.Design? = nil
            if lowered.contains("courier") || lowered.contains("menlo") || lowered.contains("monaco") || lowered.contains("mono") {
                design = .monospaced
            } else if lowered.contains("times") || lowered.contains("georgia") || lowered.contains("baskerville") || lowered.contains("serif") {
                design = .serif
            } else if lowered.contains("rounded") {
                design = .rounded
            }
            let style = lowered.contains("-") ? String(lowered.split(separator: "-").last ?? "") : lowered
            let font = Font.system(size: size, weight: _faceWeight(style), design: design)
            return style.contains("italic") || style.contains("oblique") ? font.italic() : font
        }
        /// The weight a face's style names (`"semibolditalic"` is semibold), nil for a regular
        /// one; compound names first, so that semibold is not read as bold.
        static func _faceWeight(_ style: String) -> Font.Weight? {
            let weights: [(String, Font.Weight)] = [
                ("extrabold", .heavy), ("ultrabold", .heavy), ("semibold", .semibold), ("demibold", .semibold),
                ("extralight", .ultraLight), ("ultralight", .ultraLight), ("hairline", .thin), ("thin", .thin),
                ("light", .light), ("medium", .medium), ("heavy", .heavy), ("black", .black), ("bold", .bold),
            ]
            for (word, weight) in weights where style.contains(word) { return weight }
            return nil
        }
        /// The font named `name` at `size` points for `textStyle` (sizes do not scale here).
        static func custom(_ name: String, size: CGFloat, relativeTo textStyle: Font.TextStyle) -> Font {
            custom(name, size: size)
        }
        /// The font named `name` at a size that never scales.
        static func custom(_ name: String, fixedSize: CGFloat) -> Font { custom(name, size: fixedSize) }
    }

    /// The page of a Swift Playground: the view given as its live view is shown as the cell's
    /// output, where a playground shows it in its live view.
    final class PlaygroundPage {
        /// The one page a cell has.
        static let current = PlaygroundPage()
        /// Whether the playground keeps running after its code ends (a cell's widgets stay live anyway).
        var needsIndefiniteExecution = false
        /// Shows `view` as the cell's output.
        func setLiveView(_ view: any View) { display(view) }
        /// The page's live view: a hosting controller given here shows its root view as the
        /// cell's output (`PlaygroundPage.current.liveView = UIHostingController(rootView: v)`).
        var liveView: UIHostingController? {
            get { _liveView }
            set {
                _liveView = newValue
                if let controller = newValue { display(controller.rootView) }
            }
        }
        var _liveView: UIHostingController?
        /// Ends the playground's run (a cell ends with its code).
        func finishExecution() {}
    }

    /// UIKit's controller of a SwiftUI view, as a playground's live view uses it.
    final class UIHostingController {
        /// The view the controller shows.
        var rootView: any View
        /// A controller showing `rootView`.
        init(rootView: any View) { self.rootView = rootView }
    }

    extension Section {
        /// A section with a footer view and no header.
        init(footer: any View, @ViewBuilder content: () -> _ViewList) {
            self.init(_header: nil, _footer: footer, _rows: content())
        }
    }

    extension Picker {
        /// A picker showing `label`, choosing among `content`'s views by their `.tag` (the form
        /// before iOS 14's `init(_:selection:content:)`).
        init<T: Hashable>(selection: Binding<T>, label: any View, @ViewBuilder content: () -> _ViewList) {
            self.init(selection: selection, content: content, label: { label })
        }
    }

    extension String {
        /// The string with the first letter of each word in upper case and the rest in lower
        /// case, as Foundation's `capitalized`: a word starts after any character that is not a
        /// letter or an apostrophe (`"1st place"` is `"1St Place"`).
        var capitalized: String { _capitalized(continuing: { $0.isLetter || $0 == "'" || $0 == "’" }) }
        /// `capitalized` by the locale's word rules: digits, underscores and apostrophes continue
        /// a word (`"1st place"` is `"1st Place"`).
        var localizedCapitalized: String {
            _capitalized(continuing: { $0.isLetter || $0.isNumber || $0 == "_" || $0 == "'" || $0 == "’" })
        }
        /// The string in upper case.
        var localizedUppercase: String { uppercased() }
        /// The string in lower case.
        var localizedLowercase: String { lowercased() }
        func _capitalized(continuing: (Character) -> Bool) -> String {
            var result = ""
            var inWord = false
            for character in self {
                result += inWord ? character.lowercased() : character.uppercased()
                inWord = continuing(character)
            }
            return result
        }
    }
    """#
}
