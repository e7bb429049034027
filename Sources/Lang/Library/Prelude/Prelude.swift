/// The drawing surface as Swift source: every library type, protocol and function declared
/// once, with its typed signature and `///` doc comment, parsed and checked by Lang's own front
/// end at the start of a session. Bodies are ordinary Swift, or `@_native("Name")` bound to a
/// Swift function in `NativeTable` (docs/architecture.md, "The typed library").
enum Prelude {
    /// The prelude's parts in the order they are checked as one file (all types are hoisted
    /// first, so the parts may refer to each other).
    static let parts: [(name: String, source: String)] = [
        ("CoreGraphics", coreGraphics),
        ("Random", random),
        ("FloatingPointSign", floatingPointSign),
        ("Result", result),
        ("Hasher", hasher),
        ("KeyPath", keyPath),
        ("Unicode", unicode),
        ("Iterators", iterators),
        ("Flatten", flatten),
        ("LazySequences", lazySequences),
        ("PartialRanges", partialRanges),
        ("EdgeInsets", edgeInsets),
        ("RectAlgebra", rectAlgebra),
        ("Validation", validation),
        ("Path", path),
        ("PathMeasures", pathMeasures),
        ("PathElements", pathElements),
        ("PathTransforms", pathTransforms),
        ("Views", views),
        ("Colors", colors + "\n" + colorStatics),
        ("Shapes", shapes),
        ("Tint", tint),
        ("Export", export),
        ("Text", text),
        ("TextMarkdown", textMarkdown),
        ("LayoutModifiers", layoutModifiers),
        ("ShapeSurface", shapeSurface),
        ("ShapeStrokes", shapeStrokes),
        ("SystemColors", systemColors),
        ("Styles", styles),
        ("ColorGradient", colorGradient),
        ("Effects", effects),
        ("GeometryReader", geometryReader),
        ("CustomLayouts", customLayouts),
        ("AlignmentGuide", alignmentGuide),
        ("CustomAlignment", customAlignment),
        ("GraphicsContext", graphicsContext),
        ("UIKitPaths", uiKitPaths),
        ("UIKitScreen", uiKitScreen),
        ("UIKitFeedback", uiKitFeedback),
        ("FigureSettings", figureSettings),
        ("Date", date),
        ("Images", images),
        ("Timeline", timeline),
        ("State", state),
        ("Animation", animation),
        ("GeometryChange", geometryChange),
        ("Preferences", preferences),
        ("Controls", controls),
        ("Containers", containers),
        ("AppPatterns", appPatterns),
        ("ButtonBorderShapes", buttonBorderShapes),
        ("GaugeStyles", gaugeStyles),
        ("ToggleStyles", toggleStyles),
        ("Output", output),
        ("PastedCode", pastedCode),
        ("RealCode", realCode),
        ("Charts", charts),
        ("ChartDrawing", chartDrawing),
        ("ChartSectors", chartSectors),
        ("ChartAnnotations", chartAnnotations),
        ("ChartAxes", chartAxes),
        ("ChartAxisDrawing", chartAxisDrawing),
        ("Gestures", gestures),
        ("Tasks", tasks),
        ("MatchedGeometry", matchedGeometry),
        ("PhaseAnimator", phaseAnimator),
        ("Dispatch", dispatch),
        ("PreviewModifiers", previewModifiers),
        ("Accessibility", accessibility),
        ("Alerts", alerts),
        ("FoundationErrors", foundationErrors),
        ("EnvironmentObjects", environmentObjects),
        ("CanvasSymbols", canvasSymbols),
        ("AccentColor", accentColor),
        ("CharacterSets", characterSets),
        ("Comparison", comparison),
        ("NumberFormats", numberFormats),
        ("NumberFormatters", numberFormatters),
        ("PastedApps", pastedApps),
        ("LegacyModifiers", legacyModifiers),
        ("PastedControls", [textFieldStyles, timers, imageRenderingModes, lineStyleRawValues].joined(separator: "\n")),
        ("Session", sessionSettings),
        ("CellValue", cellValue),
    ]

    /// The whole prelude as one source text.
    static var source: String { parts.map(\.source).joined(separator: "\n") }

    /// The prelude parsed, for one use: `PreludeImage` checks it once per process, and
    /// inspection and the reference read its declarations' signatures and doc comments. Nothing
    /// keeps the tree (5 MB): once checked, the library runs from the checked code.
    static func parse(_ source: String = source) -> ParseResult {
        Parser.parse(source)
    }
}
