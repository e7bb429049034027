import Canvas
import Geometry
import Testing
@testable import Lang

/// Patterns from the seventh set of drawing code pasted from public repositories
/// (docs/real-code.md) that stopped it, written here in our own words: printed values as
/// swiftc 6.3.1 prints them, closed-form sums and areas of what is drawn.
@Suite struct RealCodeSeventhSetTests {
    /// A bare `value.name` where the type has a property and a method of that base name reads
    /// the property, as swiftc does (Widgics' `let total = length` beside `length(to:)`); a
    /// context wanting the method's function type takes the method.
    @Test func aPropertyHidesAMethodOfItsName() {
        #expect(printedByCleanRun("""
            struct Ruler {
                var length: Double { 2 }
                func length(to end: Double) -> Double { end }
                func ratio() -> Double {
                    let total = length
                    let part = length(to: 3)
                    return part / total
                }
            }
            let ruler = Ruler()
            let whole = ruler.length
            let measure: (Double) -> Double = ruler.length
            print(whole, ruler.ratio(), measure(5), ruler.length(to: 7))
            """) == "2.0 1.5 5.0 7.0\n")
    }

    /// `path.forEach { element in switch element { case .move(let to): … } }` walks the path's
    /// elements with SwiftUI's labels, bound with or without them; a program's own `length`
    /// on `Path` (Widgics' chart helpers) is the one its code reads.
    @Test func pathElementsWalkAPath() {
        #expect(printedByCleanRun("""
            var path = Path()
            path.move(to: CGPoint(x: 0, y: 0))
            path.addLine(to: CGPoint(x: 3, y: 4))
            path.addQuadCurve(to: CGPoint(x: 6, y: 0), control: CGPoint(x: 5, y: 5))
            path.addCurve(to: CGPoint(x: 9, y: 0), control1: CGPoint(x: 7, y: 1), control2: CGPoint(x: 8, y: 1))
            path.closeSubpath()
            var names: [String] = []
            path.forEach { element in
                switch element {
                case .move(let to): names.append("move \\(to.x)")
                case .line(to: let to): names.append("line \\(to.y)")
                case .quadCurve(let to, let control): names.append("quad \\(to.x) \\(control.y)")
                case .curve(_, let control1, _): names.append("curve \\(control1.x)")
                case .closeSubpath: names.append("close")
                }
            }
            print(names)
            print(Path.Element.line(to: CGPoint(x: 1, y: 2)) == .line(to: CGPoint(x: 1, y: 2)))
            extension Path {
                var length: CGFloat {
                    var total: CGFloat = 0
                    var point = CGPoint.zero
                    forEach { element in
                        switch element {
                        case .move(let to): point = to
                        case .line(let to):
                            total += ((to.x - point.x) * (to.x - point.x) + (to.y - point.y) * (to.y - point.y)).squareRoot()
                            point = to
                        default: break
                        }
                    }
                    return total
                }
            }
            var zigzag = Path()
            zigzag.addLines([CGPoint(x: 0, y: 0), CGPoint(x: 3, y: 4), CGPoint(x: 3, y: 10)])
            print(zigzag.length)
            """) == "[\"move 0.0\", \"line 4.0\", \"quad 6.0 5.0\", \"curve 7.0\", \"close\"]\ntrue\n11.0\n")
    }

    /// `.buttonBorderShape(.capsule)` (an onboarding screen's "Get Started") draws the bordered
    /// buttons inside on a capsule: its area is the capsule's in the same box as the default
    /// rounded rectangle of radius 8; `.roundedRectangle(radius:)` takes its radius, and
    /// `.roundedRectangle` is the style's own.
    @Test func aButtonBorderShapeShapesBorderedButtons() throws {
        func background(_ cell: String) throws -> Geometry.Path {
            let list = try #require(try cleanDisplayList(cell))
            let fills = list.items.compactMap { item -> Geometry.Path? in
                guard case .fill(let path, _, _) = item else { return nil }
                return path
            }
            return try #require(fills.first)
        }
        func near(_ area: Double, _ expected: Double) -> Bool { abs(area - expected) < 0.001 * expected }
        let button = "Button(\"Get Started\") {}.buttonStyle(.borderedProminent)"
        let rounded = try background(button)
        let capsule = try background(button + ".buttonBorderShape(.capsule)")
        let box = capsule.boundingRect
        #expect(box == rounded.boundingRect)
        #expect(near(capsule.area, (box.width - box.height) * box.height + .pi * box.height * box.height / 4))
        #expect(near(rounded.area, box.width * box.height - (4 - .pi) * 64))
        #expect(near(try background(button + ".buttonBorderShape(.roundedRectangle(radius: 12))").area,
                     box.width * box.height - (4 - .pi) * 144))
        #expect(try cleanDisplayList("VStack { Button(\"A\") {} }.buttonStyle(.bordered).buttonBorderShape(.roundedRectangle)")
                == cleanDisplayList("VStack { Button(\"A\") {} }.buttonStyle(.bordered)"))
    }

    /// A string literal given to `Text` is SwiftUI's `LocalizedStringKey`, whose Markdown styles
    /// the runs (the onboarding screen's "[Privacy Policy](https://…)" shows its text in the
    /// accent colour): the same figure as the runs joined with `+`; a `String` value, an
    /// underscore inside a word and a lone `*` are shown as written.
    @Test func markdownInATextLiteralStylesItsRuns() throws {
        #expect(try cleanDisplayList("Text(\"covered by our [Privacy Policy](https://example.com).\")")
                == cleanDisplayList("Text(\"covered by our \") + Text(\"Privacy Policy\").foregroundColor(.accentColor) + Text(\".\")"))
        #expect(try cleanDisplayList("Text(\"**Bold**, *slanted*, `code` and ~~gone~~\")")
                == cleanDisplayList("""
                    Text("Bold").bold() + Text(", ") + Text("slanted").italic() + Text(", ") + Text("code").monospaced()
                        + Text(" and ") + Text("gone").strikethrough()
                    """))
        #expect(try cleanDisplayList("let shown = \"**as written**\"\nText(shown)")
                == cleanDisplayList("Text(verbatim: \"**as written**\")"))
        #expect(try cleanDisplayList("Text(\"snake_case_name and 2 * 3 * 4\")")
                == cleanDisplayList("Text(verbatim: \"snake_case_name and 2 * 3 * 4\")"))
        #expect(try cleanDisplayList("Text(\"**Bold**\")") != cleanDisplayList("Text(verbatim: \"**Bold**\")"))
    }
}
