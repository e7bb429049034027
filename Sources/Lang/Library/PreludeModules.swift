/// The module each library type belongs to in Swift, which its default description names inside
/// collections and nested values (`[SwiftUI.Angle(…)]`, not `main.Angle`): the places the
/// declarations-only stubs (Tests/SwiftUIStub) give them, and Foundation's and Dispatch's types
/// where swiftc 6.3.1 on Linux names them (`[FoundationEssentials.URL]`, `[Foundation.Timer]`,
/// core corpus collections/foundation_types_named.swift).
enum PreludeModules {
    static let foundation: Set<String> = ["CGPoint", "CGSize", "CGRect", "CGRectEdge", "DateFormatter", "Timer", "RunLoop",
                                          "Bundle", "CharacterSet", "Scanner", "NumberFormatter", "NSNumber",
                                          "LocalizedError", "NSDecimalNumber"]
    static let foundationEssentials: Set<String> = ["ComparisonResult", "Date", "Calendar", "TimeZone", "DateComponents", "UUID", "URL",
                                                    "Decimal"]
    static let dispatch: Set<String> = ["DispatchQueue", "DispatchTime"]
    static let widgetKit: Set<String> = ["WidgetFamily", "WidgetPreviewContext", "TimelineEntry"]
    static let coreGraphics: Set<String> = ["CGAffineTransform", "CGVector", "CGLineCap", "CGLineJoin", "CGPathFillRule",
                                            "CGColor", "CGPath", "CGMutablePath"]
    static let shapebook: Set<String> = ["AnimatedFigure", "AnimationCurve", "FigureFormat", "Random", "AnimatableVector",
                                         "Blob", "BlobStyle", "Heart", "Metaballs", "MetaballStyle", "Morph", "Polygon",
                                         "RandomPoints", "RandomPolygon", "RegularPolygon", "Star", "Session"]
    static let charts: Set<String> = ["Chart", "ChartContent", "Plottable", "PlottableValue", "MarkDimension", "MarkStackingMethod",
                                      "InterpolationMethod", "BarMark", "LineMark", "PointMark", "AreaMark", "RuleMark", "RectangleMark",
                                      "ChartContentBuilder", "AxisContentBuilder", "AxisMarkBuilder"]
    static let standardLibrary: Set<String> = ["FloatingPointSign", "Unicode", "IndexingIterator", "FlattenSequence", "JoinedSequence",
                                               "_JoinedSeparator", "Zip2Sequence", "StrideTo", "StrideThrough", "ReversedCollection",
                                               "EnumeratedSequence", "LazySequence", "LazyMapSequence", "LazyFilterSequence", "_LazyClosures",
                                               "LazyPrefixWhileSequence", "LazyDropWhileSequence", "PrefixSequence", "DropFirstSequence", "Slice", "DefaultIndices",
                                               "Result", "Hasher", "ObjectIdentifier", "AnyKeyPath", "PartialKeyPath", "KeyPath", "WritableKeyPath",
                                               "ReferenceWritableKeyPath", "TaskPriority", "Task", "CancellationError",
                                               "PartialRangeFrom", "PartialRangeUpTo", "PartialRangeThrough", "AnyIterator",
                                               "AnySequence", "StaticString", "RandomNumberGenerator", "SystemRandomNumberGenerator",
                                               "UnsafeBufferPointer", "UnsafeMutableBufferPointer"]

    /// The module of the library's top-level type `name`: SwiftUI unless another declares it.
    static func module(of name: String) -> String {
        if foundation.contains(name) { return "Foundation" }
        if foundationEssentials.contains(name) { return "FoundationEssentials" }
        if dispatch.contains(name) { return "Dispatch" }
        if widgetKit.contains(name) { return "WidgetKit" }
        if coreGraphics.contains(name) { return "CoreGraphics" }
        if shapebook.contains(name) { return "Shapebook" }
        if charts.contains(name) { return "Charts" }
        if standardLibrary.contains(name) { return "Swift" }
        return "SwiftUI"
    }

    /// Names the module of every top-level type the prelude declares.
    static func assign(_ declarations: [String: NominalDecl]) {
        for decl in declarations.values where decl.parent == nil && !decl.isBuiltin {
            decl.module = module(of: decl.name)
        }
    }
}
