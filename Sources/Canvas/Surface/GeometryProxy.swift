import Geometry

/// What a `GeometryReader`'s content is given: SwiftUI's `GeometryProxy`.
///
/// Frames are in points. `.global` is the figure's coordinate space (the root view's top left is
/// the origin), with drawing effects around the reader (`offset`, `scaleEffect` …) applied, as
/// SwiftUI reports a frame in window coordinates; a rotated reader reports its bounding box.
public struct GeometryProxy: Hashable, Sendable {
    /// A coordinate space to measure a frame in: SwiftUI's `CoordinateSpace`.
    public enum CoordinateSpace: Hashable, Sendable {
        /// The reader's own space: its origin is its top left corner.
        case local
        /// The figure's space.
        case global
        /// The space of the nearest enclosing view with `.coordinateSpace(name:)` of this name;
        /// the global space when there is none, as in SwiftUI.
        case named(String)
    }

    /// The size the reader was given.
    public var size: Size
    /// The reader's frame in the figure.
    public var globalFrame: Rect
    /// The frames, in the figure, of the named coordinate spaces around the reader.
    public var namedSpaces: [String: Rect]

    public init(size: Size, globalFrame: Rect, namedSpaces: [String: Rect] = [:]) {
        self.size = size
        self.globalFrame = globalFrame
        self.namedSpaces = namedSpaces
    }

    /// SwiftUI's `safeAreaInsets`: a figure has no safe area, so zero on every edge.
    public var safeAreaInsets: EdgeInsets { EdgeInsets() }

    /// The reader's frame in `space`, as `GeometryProxy.frame(in:)`.
    public func frame(in space: CoordinateSpace) -> Rect {
        switch space {
        case .local:
            return Rect(origin: .zero, size: globalFrame.size)
        case .global:
            return globalFrame
        case .named(let name):
            guard let origin = namedSpaces[name]?.origin else { return globalFrame }
            return Rect(x: globalFrame.minX - origin.x, y: globalFrame.minY - origin.y,
                        width: globalFrame.width, height: globalFrame.height)
        }
    }
}

/// A `GeometryReader`'s content: a function from the proxy to the view to show, run during layout
/// (the interpreter calls back into the cell's closure).
public struct GeometryReaderContent {
    public var makeContent: (GeometryProxy) throws -> View
    /// Which reader this is, shared by its copies: a live figure keeps the content it drew under
    /// it and lists its controls where the reader stands (ReaderContents.swift).
    let identity = ReaderIdentity()

    public init(makeContent: @escaping (GeometryProxy) throws -> View) {
        self.makeContent = makeContent
    }
}

/// The identity of one `GeometryReader` in a view tree (its object's address).
final class ReaderIdentity {}
