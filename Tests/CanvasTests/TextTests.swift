import Geometry
import Testing
@testable import Canvas

/// Text metrics and outlines from DejaVu Sans through FreeType.
///
/// Reference values read from DejaVuSans.ttf (fonts-dejavu-core 2.37) with fontTools: units per em
/// 2048; hhea ascent 1901, descent -483, line gap 0; advance widths H 1540, e 1260, l 569, o 1253;
/// kern table pair (A, V) -131.
@Suite struct TextTests {
    @Test func helloAt17PointsIsTheSumOfItsAdvances() throws {
        let line = try FontLibrary.shared.layoutLine("Hello", font: .body)
        let expected = Double(1540 + 1260 + 569 + 569 + 1253) * 17 / 2048  // 43.09 pt
        #expect(abs(line.width - expected) < 0.5 / 2)  // within a pixel at scale 2
        #expect(line.glyphs.count == 5)
    }

    @Test func kerningPullsAVTogether() throws {
        let pair = try FontLibrary.shared.layoutLine("AV", font: .system(size: 2048))
        let a = try FontLibrary.shared.layoutLine("A", font: .system(size: 2048)).width
        let v = try FontLibrary.shared.layoutLine("V", font: .system(size: 2048)).width
        #expect(abs(pair.width - (a + v - 131)) < 1e-9)
    }

    @Test func lineMetricsComeFromTheFont() throws {
        let metrics = try FontLibrary.shared.metrics(for: .body)
        #expect(abs(metrics.ascender - 1901.0 * 17 / 2048) < 1e-9)
        #expect(abs(metrics.descender - 483.0 * 17 / 2048) < 1e-9)
        #expect(abs(metrics.lineHeight - 2384.0 * 17 / 2048) < 1e-9)
    }

    @Test func textViewIsItsMeasuredSize() throws {
        let (size, boxes) = try layoutBoxes(.text("Hello"))
        let width = try FontLibrary.shared.layoutLine("Hello", font: .body).width
        #expect(size == Size(width: width, height: 2384.0 * 17 / 2048))
        // The outlines sit inside the line: the H's stem starts after its left side bearing.
        let box = try #require(boxes.first)
        #expect(box.minX > 0 && box.maxX <= width)
        #expect(box.minY > 0 && box.maxY < size.height)
    }

    @Test func footnoteIs13Points() throws {
        let (size, _) = try layoutBoxes(View.text("Corner Radius = 2").font(.footnote))
        #expect(abs(size.height - 2384.0 * 13 / 2048) < 1e-9)
    }

    @Test func textWrapsAtSpacesWhenNarrow() throws {
        let oneLine = try layoutBoxes(.text("wrap me please"), nil).size
        let wrapped = try layoutBoxes(View.text("wrap me please").frame(width: oneLine.width * 0.6), nil).size
        #expect(abs(wrapped.height - 2 * oneLine.height) < 1e-9)
    }

    @Test func boldUsesTheBoldFace() throws {
        let regular = try FontLibrary.shared.layoutLine("Hello", font: .body).width
        let bold = try FontLibrary.shared.layoutLine("Hello", font: .headline).width
        #expect(bold > regular)
    }

    @Test func fontFilesFallBackToTheFamily() {
        let dejaVu = FontFiles.dejaVuDirectory + "/"
        #expect(FontFiles.paths(for: Font(size: 10, weight: .bold, isItalic: true))
            == ["DejaVuSans-BoldOblique.ttf", "DejaVuSans-Bold.ttf", "DejaVuSans.ttf"].map { dejaVu + $0 })
        #expect(FontFiles.paths(for: .system(size: 10, design: .serif))
            == ["/usr/share/fonts/truetype/crosextra/Caladea-Regular.ttf", dejaVu + "DejaVuSerif.ttf", dejaVu + "DejaVuSans.ttf"])
        #expect(FontFiles.paths(for: .system(size: 10, weight: .heavy, design: .rounded)).first
            == "/usr/share/fonts/truetype/quicksand/Quicksand-Bold.ttf")
        #expect(FontFiles.paths(for: Font(size: 10, weight: .semibold, design: .monospaced, isItalic: true)).first
            == "/usr/share/fonts/truetype/jetbrains-mono/JetBrainsMono-SemiBoldItalic.ttf")
    }
}
