import Canvas
import Geometry
import Testing
@testable import Lang

/// The SwiftUI surface the sixteenth set stopped on (docs/real-code.md) and the leftovers of
/// earlier rounds, in closed form: a program's `EnvironmentKey` read through `@Environment`
/// below an `.environment(_:_:)`, an existential style in the environment, UIKit views wrapped
/// by `UIViewRepresentable`, Dynamic Type sizes and a mesh gradient sampled for its frame.
@Suite struct RealCodeSixteenthSetSurfaceTests {
    static let red = RGBA(red: 1, green: 0, blue: 0), green = RGBA(red: 0, green: 1, blue: 0), blue = RGBA(red: 0, green: 0, blue: 1)

    /// A program's key: its default where nothing wrote it, an `.environment` around the view
    /// writes it, and an inner write wins over an outer one.
    @Test func aProgramsEnvironmentKeyIsReadByTheViewsInside() throws {
        let source = """
            struct AccentKey: EnvironmentKey { static var defaultValue: Color = Color(red: 1, green: 0, blue: 0) }
            extension EnvironmentValues {
                var accent: Color {
                    get { self[AccentKey.self] }
                    set { self[AccentKey.self] = newValue }
                }
            }
            struct Swatch: View {
                @Environment(\\.accent) private var accent
                var body: some View { Rectangle().fill(accent).frame(width: 10, height: 10) }
            }
            HStack(spacing: 0) {
                Swatch()
                Swatch().environment(\\.accent, Color(red: 0, green: 0, blue: 1))
                VStack { Swatch().environment(\\.accent, Color(red: 0, green: 1, blue: 0)) }
                    .environment(\\.accent, Color(red: 0, green: 0, blue: 1))
            }
            """
        #expect(try RealCodeFifteenthSetSurfaceTests.fills(source, Self.red) == [Rect(x: 0, y: 0, width: 10, height: 10)])
        #expect(try RealCodeFifteenthSetSurfaceTests.fills(source, Self.blue) == [Rect(x: 10, y: 0, width: 10, height: 10)])
        #expect(try RealCodeFifteenthSetSurfaceTests.fills(source, Self.green) == [Rect(x: 20, y: 0, width: 10, height: 10)])
        // The subscript reads the default until a value is written.
        #expect(SurfaceCompletionTests.printed("""
            struct CountKey: EnvironmentKey { static let defaultValue = 3 }
            var values = EnvironmentValues()
            print(values[CountKey.self])
            values[CountKey.self] = 7
            print(values[CountKey.self], values.colorScheme)
            """) == "3\n7 light\n")
    }

    /// An environment value that is an existential of a protocol with an associated type
    /// (snippet 552's `any BadgeStyle`): its `makeBody` is called on the opened value.
    @Test func anExistentialStyleInTheEnvironmentMakesTheBody() throws {
        let source = """
            protocol TagStyle {
                associatedtype Body: View
                @ViewBuilder func makeBody(_ label: AnyView) -> Body
            }
            struct PlainTag: TagStyle {
                func makeBody(_ label: AnyView) -> some View { label.background(Color(red: 1, green: 0, blue: 0)) }
            }
            struct BoxTag: TagStyle {
                func makeBody(_ label: AnyView) -> some View { Rectangle().fill(Color(red: 0, green: 0, blue: 1)).frame(width: 20, height: 20) }
            }
            enum TagStyleKey: EnvironmentKey { static var defaultValue: any TagStyle = PlainTag() }
            extension EnvironmentValues {
                var tagStyle: any TagStyle {
                    get { self[TagStyleKey.self] }
                    set { self[TagStyleKey.self] = newValue }
                }
            }
            struct Tag: View {
                @Environment(\\.tagStyle) private var style
                var body: some View { AnyView(style.makeBody(AnyView(Color.clear.frame(width: 10, height: 10)))) }
            }
            VStack(spacing: 0) {
                Tag()
                Tag().environment(\\.tagStyle, BoxTag())
            }
            """
        #expect(try RealCodeFifteenthSetSurfaceTests.fills(source, Self.red) == [Rect(x: 5, y: 0, width: 10, height: 10)])
        #expect(try RealCodeFifteenthSetSurfaceTests.fills(source, Self.blue) == [Rect(x: 0, y: 10, width: 20, height: 20)])
    }

    /// `.containerShape(_:)` gives the views inside the shape a `ContainerRelativeShape` draws in
    /// its own frame, also when the shape was made before the modifier was applied (snippet 552's
    /// background); without one it is a rectangle.
    @Test func aContainerRelativeShapeTakesTheContainersShape() throws {
        let fill = "ContainerRelativeShape().fill(Color(red: 1, green: 0, blue: 0)).frame(width: 40, height: 20)"
        #expect(try RealCodeFifteenthSetSurfaceTests.fills(fill, Self.red) == [Rect(x: 0, y: 0, width: 40, height: 20)])
        #expect(try RealCodeFifteenthSetSurfaceTests.fills("ZStack { \(fill) }.containerShape(Circle())", Self.red)
                == [Rect(x: 10, y: 0, width: 20, height: 20)])
    }

    /// `UIViewRepresentable`: the view is made and updated once, then drawn as UIKit shows what
    /// Shapebook knows of it: a blur as the material of its thickness, a view's background colour.
    @Test func aWrappedUIKitViewDrawsItsMaterialOrBackground() throws {
        let source = """
            struct Blur: UIViewRepresentable {
                var style: UIBlurEffect.Style
                func makeUIView(context: Context) -> UIVisualEffectView { UIVisualEffectView(effect: UIBlurEffect(style: style)) }
                func updateUIView(_ uiView: UIVisualEffectView, context: Context) {}
            }
            struct Swatch: UIViewRepresentable {
                func makeUIView(context: Context) -> UIView {
                    let view = UIView()
                    view.backgroundColor = .red
                    return view
                }
                func updateUIView(_ uiView: UIView, context: Context) { uiView.backgroundColor = UIColor(red: 0, green: 0, blue: 1, alpha: 1) }
            }
            HStack(spacing: 0) {
                Blur(style: .systemUltraThinMaterial).frame(width: 20, height: 10)
                Swatch().frame(width: 10, height: 10)
                Blur(style: .systemThickMaterial).frame(width: 10, height: 10)
            }
            """
        let thin = try #require(RGBA.materials["ultraThinMaterial"]), thick = try #require(RGBA.materials["thickMaterial"])
        // The thick blur's backdrop copies what lies behind it, the thin tint and the blue swatch
        // (MaterialTests), so each of those is filled twice.
        #expect(try RealCodeFifteenthSetSurfaceTests.fills(source, thin) == Array(repeating: Rect(x: 0, y: 0, width: 20, height: 10), count: 2))
        #expect(try RealCodeFifteenthSetSurfaceTests.fills(source, Self.blue) == Array(repeating: Rect(x: 20, y: 0, width: 10, height: 10), count: 2))
        #expect(try RealCodeFifteenthSetSurfaceTests.fills(source, thick) == [Rect(x: 30, y: 0, width: 10, height: 10)])
    }

    /// `.dynamicTypeSize`: a text style takes its size at that Dynamic Type size from Apple's
    /// table; a fixed size stays; a range brings the size around it within the range.
    @Test func aDynamicTypeSizeResizesTheTextStyles() throws {
        func same(_ a: String, _ b: String) throws -> Bool { try cleanDisplayList(a) == cleanDisplayList(b) }
        let hello = "Text(\"Hello\")"
        #expect(try same(hello + ".font(.title).dynamicTypeSize(.xxLarge)", hello + ".font(.system(size: 32))"))
        #expect(try same(hello + ".dynamicTypeSize(.accessibility5)", hello + ".font(.system(size: 53))"))
        #expect(try same(hello + ".font(.caption).dynamicTypeSize(.xSmall)", hello + ".font(.system(size: 11))"))
        #expect(try same(hello + ".font(.headline).dynamicTypeSize(.xxxLarge)", hello + ".font(.system(size: 23, weight: .semibold))"))
        #expect(try same(hello + ".font(.system(size: 20)).dynamicTypeSize(.accessibility3)", hello + ".font(.system(size: 20))"))
        // The default `.large` brought within `...small` is small; within `large...`, large.
        #expect(try same(hello + ".dynamicTypeSize(...DynamicTypeSize.small)", hello + ".font(.system(size: 15))"))
        #expect(try same(hello + ".dynamicTypeSize(DynamicTypeSize.large...)", hello))
        // An inner range limits the size an outer modifier sets.
        #expect(try same("VStack { \(hello).dynamicTypeSize(...DynamicTypeSize.xLarge) }.dynamicTypeSize(.accessibility2)",
                         "VStack { \(hello).font(.system(size: 19)) }"))
        #expect(SurfaceCompletionTests.printed("print(DynamicTypeSize.accessibility1.isAccessibilitySize, DynamicTypeSize.xLarge < .xxLarge)")
                == "true true\n")
    }

    /// A mesh gradient is sampled for the frame it fills, three pixels a point: the vertices'
    /// colours at the image's corners, the spline's middle between two.
    @Test func aMeshGradientIsSampledForItsFrame() throws {
        let list = try SurfaceCompletionTests.drawn("""
            let (red, blue) = (Color(red: 1, green: 0, blue: 0), Color(red: 0, green: 0, blue: 1))
            Rectangle()
                .fill(MeshGradient(width: 2, height: 2, points: [[0, 0], [1, 0], .init(0, 1), SIMD2<Float>(1, 1)],
                                   colors: [red, blue, Color(red: 0, green: 1, blue: 0), Color(red: 1, green: 1, blue: 0)]))
                .frame(width: 80, height: 40)
            """)
        guard case .fill(_, let paint, _)? = list.items.first, case .image(let pixels, let tile, _) = GraphicsContextDrawingTests.unwrapped(paint) else {
            Issue.record("not an image paint: \(list.items)")
            return
        }
        #expect(tile == Rect(x: 0, y: 0, width: 80, height: 40))
        #expect(pixels.width == 240 && pixels.height == 120)
        let pixel = RealCodeFifteenthSetSurfaceTests.pixel
        func near(_ pixel: [UInt8], _ expected: [Int]) -> Bool { zip(pixel, expected).allSatisfy { abs(Int($0) - $1) <= 3 } }
        #expect(near(pixel(pixels, 0, 0), [255, 0, 0, 255]), "\(pixel(pixels, 0, 0))")
        #expect(near(pixel(pixels, 239, 0), [0, 0, 255, 255]), "\(pixel(pixels, 239, 0))")
        #expect(near(pixel(pixels, 0, 119), [0, 255, 0, 255]), "\(pixel(pixels, 0, 119))")
        #expect(near(pixel(pixels, 239, 119), [255, 255, 0, 255]), "\(pixel(pixels, 239, 119))")
        #expect(near(pixel(pixels, 120, 0), [127, 0, 127, 255]), "\(pixel(pixels, 120, 0))")
        // The sizes: three pixels a point, at least 2 and at most 1,024 a side.
        #expect(MeshGradient.sampleSize(for: Size(width: 0, height: 1000)) == (2, 1024))
        #expect(MeshGradient.sampleSize(for: Size(width: 300, height: 0.5)) == (900, 2))
    }
}
