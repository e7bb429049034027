import Geometry
import Testing
@testable import Canvas

/// `GeometryReader`: takes what it is offered, gives its content that size and its frames, and
/// places the content at its top leading corner.
@Suite struct GeometryReaderTests {
    /// A reader whose content is a square half its width, recording the proxy it was given.
    final class Recorder: @unchecked Sendable {
        var proxies: [GeometryProxy] = []
        func reader() -> View {
            .surface(.geometryReader(GeometryReaderContent { proxy in
                self.proxies.append(proxy)
                return AnyShape.rectangle.fill(.color(.red)).frame(width: proxy.size.width / 2, height: proxy.size.width / 2)
            }))
        }
    }

    @Test func takesTheProposalAndPlacesContentTopLeading() throws {
        let recorder = Recorder()
        let (size, boxes) = try layoutBoxes(recorder.reader().frame(width: 160, height: 120), nil)
        #expect(size == Size(width: 160, height: 120))
        #expect(recorder.proxies.last?.size == Size(width: 160, height: 120))
        #expect(boxes == [Rect(x: 0, y: 0, width: 80, height: 80)])
    }

    @Test func idealSizeIsTenPoints() throws {
        let recorder = Recorder()
        let (size, _) = try layoutBoxes(recorder.reader(), nil)
        #expect(size == Size(width: 10, height: 10))
    }

    @Test func framesInLocalGlobalAndNamedSpaces() throws {
        let recorder = Recorder()
        let view = View.hStack(spacing: 0, children: [
            AnyShape.rectangle.fill(.color(.blue)).frame(width: 30, height: 50),
            View.vStack(spacing: 0, children: [
                View.color(.color(.clear)).frame(width: 40, height: 20),
                recorder.reader().frame(width: 40, height: 30),
            ]).surfaceModifier(.coordinateSpace("column")),
        ]).offset(x: 5, y: 7)
        _ = try layoutFigure(view, proposedSize: nil, description: "")
        let proxy = try #require(recorder.proxies.last)
        #expect(proxy.frame(in: .local) == Rect(x: 0, y: 0, width: 40, height: 30))
        #expect(proxy.frame(in: .global) == Rect(x: 35, y: 27, width: 40, height: 30))
        #expect(proxy.frame(in: .named("column")) == Rect(x: 0, y: 20, width: 40, height: 30))
        // An unknown name is the global space, as in SwiftUI.
        #expect(proxy.frame(in: .named("nowhere")) == proxy.frame(in: .global))
        #expect(proxy.safeAreaInsets == EdgeInsets())
    }

    @Test func fillsAStackShareLikeAShape() throws {
        let recorder = Recorder()
        let view = View.vStack(spacing: 0, children: [AnyShape.rectangle.fill(.color(.blue)).frame(height: 50), recorder.reader()])
        _ = try layoutFigure(view, proposedSize: Size(width: 100, height: 200), description: "")
        #expect(recorder.proxies.last?.size == Size(width: 100, height: 150))
    }
}
