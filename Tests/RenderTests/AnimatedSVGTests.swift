import Canvas
import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import Geometry
import Testing
@testable import Render

/// The animated SVG: well-formed XML, SMIL animations of the right attributes over the whole
/// loop, and a first frame that an independent renderer draws as the PNG's first frame.
@Suite struct AnimatedSVGTests {
    /// Every element named `name` in the document, depth first.
    func elements(_ name: String, in document: XMLDocument) throws -> [XMLElement] {
        try document.nodes(forXPath: "//*[local-name()='\(name)']").compactMap { $0 as? XMLElement }
    }

    /// An attribute by name (looked up among all of them: swift-corelibs-foundation's
    /// `attribute(forName:)` misses plain attributes of elements in a default namespace).
    func attribute(_ element: XMLElement, _ name: String) -> String? {
        element.attributes?.first { ($0.localName ?? $0.name) == name }?.stringValue
    }

    @Test func sameStructureIsTweenedWithOneElementPerItem() throws {
        let animation = try AnimationFixtures.slidingSquare()
        let svg = try Renderer().animatedSVG(animation)
        let document = try XMLDocument(xmlString: svg, options: [])
        let paths = try elements("path", in: document)
        #expect(paths.count == 2)  // the fill and the stroke, once each
        #expect(try elements("g", in: document).isEmpty)
        let animates = try elements("animate", in: document)
        let names = animates.compactMap { attribute($0, "attributeName") }
        // The fill animates its outline, colour and opacity; the stroke its outline and width.
        #expect(names.sorted() == ["d", "d", "fill", "fill-opacity", "stroke-width"])
        for animate in animates {
            #expect(attribute(animate, "dur") == "0.8s")  // 8 steps at 10 fps
            #expect(attribute(animate, "repeatCount") == "indefinite")
            let keyTimes = try #require(attribute(animate, "keyTimes")).split(separator: ";").compactMap { Double($0) }
            let values = try #require(attribute(animate, "values")).split(separator: ";", omittingEmptySubsequences: false)
            #expect(keyTimes.count == 9 && values.count == 9)
            #expect(keyTimes.first == 0 && keyTimes.last == 1)
            #expect(zip(keyTimes, keyTimes.dropFirst()).allSatisfy { $0 < $1 })
            #expect(abs(keyTimes[4] - 0.5) < 1e-9)
            // Autoreversing: the loop flows back into its first value.
            #expect(values.first == values.last)
        }
        // The base attributes are the first frame's, so a still renderer shows frame 0.
        let fill = try #require(paths.first)
        #expect(attribute(fill, "d") == "M5 8 L25 8 L25 28 L5 28 Z")
        #expect(attribute(fill, "fill") == "#ff3300")
        let d = try #require(animates.first { attribute($0, "attributeName") == "d" })
        let dValues = try #require(attribute(d, "values")).split(separator: ";").map(String.init)
        #expect(dValues[4] == "M35 8 L55 8 L55 28 L35 28 Z")  // the far end at step 4
    }

    @Test func changedStructureSwitchesWholeFrames() throws {
        let animation = try AnimationFixtures.circleThenTriangle()  // steps 0 0 1 1 1 at 5 fps
        let document = try XMLDocument(xmlString: Renderer().animatedSVG(animation), options: [])
        let groups = try elements("g", in: document)
        #expect(groups.map { attribute($0, "visibility") } == ["visible", "hidden"])
        let switches = try elements("animate", in: document)
        #expect(switches.count == 2)
        for animate in switches {
            #expect(attribute(animate, "attributeName") == "visibility")
            #expect(attribute(animate, "calcMode") == "discrete")
            #expect(attribute(animate, "dur") == "1s")
            #expect(attribute(animate, "repeatCount") == "indefinite")
        }
        #expect(attribute(switches[0], "keyTimes") == "0;0.4")
        #expect(attribute(switches[0], "values") == "visible;hidden")
        #expect(attribute(switches[1], "values") == "hidden;visible")
        // The circle's group holds the circle's curves, the triangle's its three lines.
        let paths = try elements("path", in: document).compactMap { attribute($0, "d") }
        #expect(paths.count == 2 && paths[0].contains("C") && !paths[1].contains("C"))
    }

    @Test(arguments: ["slidingSquare", "circleThenTriangle"])
    func rsvgDrawsTheFirstPNGFrame(_ fixture: String) throws {
        guard AgreementHarness.hasRSVG else { return }
        let animation = fixture == "slidingSquare" ? try AnimationFixtures.slidingSquare() : try AnimationFixtures.circleThenTriangle()
        let renderer = Renderer()
        let (width, height) = try renderer.pixelSize(of: animation.frames[0])
        let theirs = try AgreementHarness.renderWithRSVG(renderer.animatedSVG(animation), width: width, height: height, name: "animation-\(fixture)")
        let ours = try PNGDecoder.decode(APNGReading(try renderer.apng(animation)).standalonePNG(frame: 0))
        #expect(theirs.width == ours.width && theirs.height == ours.height)
        let comparison = AgreementHarness.measure(ours, theirs).comparison
        #expect(comparison.isAgreeing, "mean \(comparison.meanDifference), far off \(comparison.farOffFraction)")
        // And it is a real picture, not two empty canvases agreeing.
        #expect(ours.samples.enumerated().contains { $0.offset % 4 == 3 && $0.element == 255 })
    }

    @Test func keyTimesStayIncreasingAtTheFrameLimit() {
        let times = (0...999).map { AnimatedSVGWriter.keyTime($0, of: 999) }
        let values = times.compactMap(Double.init)
        #expect(values.count == 1000)
        #expect(zip(values, values.dropFirst()).allSatisfy { $0 < $1 })
        #expect(AnimatedSVGWriter.keyTime(1, of: 3) == "0.333333")
    }

    /// Both writers write items through `SVGWriter.write(_:animations:)`: an animation whose
    /// frames are all one catalogue figure is that figure's still SVG, byte for byte (every kind
    /// of item, paint, clip and group the catalogue has).
    @Test func anAnimationOfOneFigureIsThatFiguresStillSVG() throws {
        let renderer = Renderer()
        #expect(FigureCatalogue.everything.count >= FigureCatalogue.all.count)
        for entry in FigureCatalogue.everything {
            let animation = try AnimatedFigure(frames: [entry.figure, entry.figure], sequence: [0, 1], framesPerSecond: 2,
                                               description: entry.figure.description)
            #expect(try renderer.animatedSVG(animation) == renderer.svg(entry.figure), "\(entry.name)")
        }
    }

    @Test func aStillAnimationHasNoAnimateElements() throws {
        let frame = TestShapes.figure(20, 20, [.fill(path: Path(Rect(x: 2, y: 2, width: 10, height: 10)), paint: .solid(.black), rule: .nonZero)])
        let animation = try AnimatedFigure(frames: [frame, frame], sequence: [0, 1], framesPerSecond: 2, description: "still")
        let svg = try Renderer().animatedSVG(animation)
        #expect(!svg.contains("<animate"))
        #expect(svg.contains("<path d=\"M2 2 L12 2 L12 12 L2 12 Z\" fill=\"#000000\"/>"))
    }
}

/// Clips, opacity groups and backgrounds in animated SVGs.
@Suite struct AnimatedSVGScopeTests {
    /// A circle clipped by a growing rectangle inside a fading group, on a white background.
    static func clippedFade(background: (Int) -> RGBA = { _ in .white }) throws -> AnimatedFigure {
        let frames = (0..<3).map { index -> Figure in
            let t = Double(index) / 2
            return TestShapes.figure(40, 40, scale: 2, background: background(index), [
                .beginGroup(opacity: 1 - 0.5 * t),
                .beginClip(path: Path(Rect(x: 0, y: 0, width: 10 + 30 * t, height: 40)), rule: .nonZero),
                .fill(path: Path(ellipseIn: Rect(x: 5, y: 5, width: 30, height: 30)), paint: .solid(.black), rule: .nonZero),
                .endClip,
                .endGroup,
            ])
        }
        return try AnimatedFigure(frames: frames, sequence: [0, 1, 2], framesPerSecond: 3, description: "clipped fade")
    }

    func attribute(_ element: XMLElement, _ name: String) -> String? {
        element.attributes?.first { ($0.localName ?? $0.name) == name }?.stringValue
    }

    @Test func clipPathsAndGroupOpacityAnimate() throws {
        let svg = try Renderer().animatedSVG(try Self.clippedFade())
        let document = try XMLDocument(xmlString: svg, options: [])
        let animates = try document.nodes(forXPath: "//*[local-name()='animate']").compactMap { $0 as? XMLElement }
        #expect(animates.compactMap { attribute($0, "attributeName") }.sorted() == ["d", "opacity"])
        // The clip's outline animates inside its clipPath definition; the group's opacity on the group.
        let clipAnimate = try #require(animates.first { attribute($0, "attributeName") == "d" })
        #expect((clipAnimate.parent as? XMLElement)?.parent?.localName == "clipPath")
        #expect(attribute(clipAnimate, "values")?.hasPrefix("M0 0 L10 0 L10 40 L0 40 Z;M0 0 L25 0") == true)
        let opacity = try #require(animates.first { attribute($0, "attributeName") == "opacity" })
        #expect((opacity.parent as? XMLElement)?.localName == "g")
        #expect(attribute(opacity, "values") == "1;0.75;0.5;0.5")  // forward only: the last value is held
        #expect(attribute(opacity, "keyTimes") == "0;0.333333;0.666667;1")
        // Every scope opened is closed: the document parsed, and the background is drawn once.
        #expect(svg.components(separatedBy: "<rect ").count == 2)
    }

    @Test func aChangingBackgroundSwitchesFramesAndEachDrawsItsOwn() throws {
        let colors: [RGBA] = [.white, RGBA(red: 1, green: 1, blue: 0.5), RGBA(red: 0.5, green: 1, blue: 1)]
        let animation = try Self.clippedFade { colors[$0] }
        let svg = try Renderer().animatedSVG(animation)
        let document = try XMLDocument(xmlString: svg, options: [])
        let frames = try document.nodes(forXPath: "/*/*[local-name()='g' and @visibility]").compactMap { $0 as? XMLElement }
        #expect(frames.count == 3)
        #expect(svg.contains("fill=\"#ffff80\"") && svg.contains("fill=\"#80ffff\""))
        guard AgreementHarness.hasRSVG else { return }
        let renderer = Renderer()
        let theirs = try AgreementHarness.renderWithRSVG(svg, width: 80, height: 80, name: "animation-background-switch")
        let ours = try PNGDecoder.decode(APNGReading(try renderer.apng(animation)).standalonePNG(frame: 0))
        #expect(AgreementHarness.measure(ours, theirs).comparison.isAgreeing)
    }

    @Test func rsvgDrawsTheFirstFrameOfTheTweenedScopes() throws {
        guard AgreementHarness.hasRSVG else { return }
        let animation = try Self.clippedFade()
        let renderer = Renderer()
        let theirs = try AgreementHarness.renderWithRSVG(renderer.animatedSVG(animation), width: 80, height: 80, name: "animation-clipped-fade")
        let ours = try PNGDecoder.decode(APNGReading(try renderer.apng(animation)).standalonePNG(frame: 0))
        let comparison = AgreementHarness.measure(ours, theirs).comparison
        #expect(comparison.isAgreeing, "mean \(comparison.meanDifference), far off \(comparison.farOffFraction)")
    }
}
