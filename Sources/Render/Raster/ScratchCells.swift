import Synchronization

/// Zeroed cell buffers kept between renders, so a figure's first fill does not allocate, zero
/// and page-fault a buffer the size of its largest path's box (a tenth of the time of a
/// notebook-sized figure).
///
/// The rasterizer takes one when it starts and gives it back, zeroed again (every fill clears the
/// cells it wrote), when it finishes. At most `keptBuffers` buffers of at most `largestKept`
/// cells are kept; concurrent renders each get their own.
enum ScratchCells {
    /// How many buffers the pool keeps.
    static let keptBuffers = 2
    /// The largest buffer kept, in cells (16 MiB of Float).
    static let largestKept = 4 << 20

    private static let pool = Mutex<[[Float]]>([])

    /// A zeroed buffer (possibly empty; `CoverageAccumulator` grows it as needed).
    static func take() -> [Float] {
        pool.withLock { $0.popLast() } ?? []
    }

    /// Returns a buffer whose cells are all zero.
    static func giveBack(_ cells: [Float]) {
        guard !cells.isEmpty, cells.count <= largestKept else { return }
        pool.withLock { buffers in
            if buffers.count < keptBuffers { buffers.append(cells) }
        }
    }
}
