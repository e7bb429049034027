import Geometry

/// A looping animation ready to render: a few distinct figures and the order they are shown in.
///
/// `animate(…)` in the language samples a progress-driven view at `framesPerSecond` and lays out
/// each sample into a `Figure`; Render writes the result as an animated PNG (APNG) and an
/// animated SVG (SMIL). Frames that repeat (an autoreversing animation shows most of its frames
/// twice) are stored once in `frames` and referenced by index from `sequence`, so each is laid out
/// and rasterized only once.
///
/// Every frame has the same size and scale; the initializer checks it, so the writers can rely on
/// it. The animation loops forever, and one loop lasts `sequence.count / framesPerSecond` seconds.
public struct AnimatedFigure: Hashable, Sendable {
    /// The distinct frames, all of one size and scale.
    public private(set) var frames: [Figure]
    /// The frame shown at each step, as an index into `frames`; one step lasts `1 / framesPerSecond`.
    public let sequence: [Int]
    /// Steps per second (a whole number, so APNG's delay fraction and SVG's key times are exact).
    public let framesPerSecond: Int
    /// True when the loop flows from its last step back into its first (an autoreversing
    /// animation ends one step away from where it starts), so a writer that interpolates between
    /// steps (animated SVG) eases from the last frame into the first; false when the loop jumps
    /// back, and the last frame is held for its step.
    public let returnsToStart: Bool
    /// A short description for `text/plain`, such as `Animation 20 frames, 2 s, Morph 200×200`.
    public var description: String

    /// Why frames cannot form an animation.
    public struct InvalidAnimation: Error, CustomStringConvertible {
        /// What is wrong, in words a person can act on.
        public let description: String
    }

    /// An animation of `frames` shown in `sequence` order at `framesPerSecond`.
    ///
    /// - Throws: `InvalidAnimation` when there are no frames or steps, a step names no frame, the
    ///   frames differ in size or scale, or `framesPerSecond` is not in 1…1000.
    public init(frames: [Figure], sequence: [Int], framesPerSecond: Int, returnsToStart: Bool = false,
                description: String) throws(InvalidAnimation) {
        guard let first = frames.first, !sequence.isEmpty else {
            throw InvalidAnimation(description: "an animation needs at least one frame")
        }
        guard (1...1000).contains(framesPerSecond) else {
            throw InvalidAnimation(description: "frames per second must be in 1…1000, not \(framesPerSecond)")
        }
        guard sequence.allSatisfy({ frames.indices.contains($0) }) else {
            throw InvalidAnimation(description: "the frame sequence names a frame that does not exist")
        }
        for frame in frames.dropFirst() where frame.displayList.size != first.displayList.size || frame.scale != first.scale {
            throw InvalidAnimation(description: "every frame of an animation must have the same size and scale")
        }
        self.frames = frames
        self.sequence = sequence
        self.framesPerSecond = framesPerSecond
        self.returnsToStart = returnsToStart
        self.description = description
    }

    /// The figure shown at step `step` of the loop.
    public func frame(atStep step: Int) -> Figure {
        frames[sequence[step]]
    }

    /// The size in points that every frame shares.
    public var size: Size { frames[0].displayList.size }

    /// One loop's length in seconds.
    public var duration: Double { Double(sequence.count) / Double(framesPerSecond) }

    /// Device pixels per point, shared by every frame; setting it rescales them all.
    public var scale: Double {
        get { frames[0].scale }
        set {
            for index in frames.indices { frames[index].scale = newValue }
        }
    }

    /// The formats a front end is sent, shared by every frame; setting it sets them all.
    public var formats: [FigureFormat] {
        get { frames[0].formats }
        set {
            for index in frames.indices { frames[index].formats = newValue }
        }
    }
}
