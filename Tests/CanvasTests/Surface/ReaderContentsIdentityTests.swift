import Geometry
import Testing
@testable import Canvas

/// A live figure's `ReaderContents` keeps, for each `GeometryReader` whose content has
/// controls, that content under the reader. A nested reader is made anew each time its
/// enclosing reader's content is and freed once that content is drawn, and the allocator gives
/// its address to the next reader made: a record that named a reader by address alone then
/// named that later reader too, whose drawing replaced the earlier content (its controls were
/// lost from the live view) and whose place in the tree could take the earlier content.
@Suite struct ReaderContentsIdentityTests {
    /// A stand-in for the language's handle.
    final class Handle: ControlConnection {}

    static func toggle(_ title: String) -> View {
        .surface(.control(.toggle(label: .text(title), isOn: ControlBinding(true, handle: Handle()))))
    }

    /// The forced condition: a reader freed right after its content was kept, and new readers
    /// made and drawn at once, where the allocator reuses its address (round after round, so
    /// that no one round's other allocations decide it).
    @Test func aFreedReadersContentIsNotReplacedByALaterReaders() {
        let contents = ReaderContents()
        var later: [GeometryReaderContent] = []
        var drawn = 0
        for round in 0..<32 {
            do {
                let reader = GeometryReaderContent { _ in .empty }
                _ = contents.drawn(Self.toggle("freed \(round)"), of: reader)
                drawn += 1
            }
            for index in 0..<8 {
                let reader = GeometryReaderContent { _ in .empty }
                later.append(reader)
                _ = contents.drawn(Self.toggle("later \(round).\(index)"), of: reader)
                drawn += 1
            }
        }
        let listed = contents.placed(in: .empty).controls
        #expect(listed.count == drawn, "\(drawn - listed.count) of \(drawn) kept contents were replaced by a later reader's")
    }

    /// A reader drawn again keeps its latest content only, as before (its copies share it).
    @Test func aReaderDrawnAgainKeepsItsLatestContent() {
        let contents = ReaderContents()
        let reader = GeometryReaderContent { _ in .empty }
        _ = contents.drawn(Self.toggle("first"), of: reader)
        let copy = reader
        _ = contents.drawn(Self.toggle("second"), of: copy)
        #expect(contents.placed(in: .surface(.geometryReader(reader))).controls.map(\.label) == ["second"])
    }

    /// Through layout: readers side by side, each with a nested reader whose content has a
    /// toggle; each nested reader is freed when its enclosing reader's content is drawn, before
    /// the next is made. Every toggle is listed, in order, after the view's own.
    @Test func everyNestedReadersControlsAreListed() throws {
        let count = 24
        let readers = (0..<count).map { index in
            View.surface(.geometryReader(GeometryReaderContent { _ in
                .surface(.geometryReader(GeometryReaderContent { _ in Self.toggle("toggle \(index)") }))
            })).frame(height: 10)
        }
        let view = View.vStack(children: [Self.toggle("own")] + readers)
        let contents = ReaderContents()
        _ = try layoutFigure(view.withoutControls, proposedSize: Size(width: 100, height: 400), description: "", readerContents: contents)
        #expect(contents.placed(in: view).controls.map(\.label) == ["own"] + (0..<count).map { "toggle \($0)" })
    }
}
