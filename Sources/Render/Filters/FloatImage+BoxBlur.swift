import Geometry

extension FloatImage {
    /// `input` averaged over `box` along an axis of `length` positions `step` samples apart, in
    /// each of `rows` runs of `rowLength` samples; positions outside the axis count as zero.
    ///
    /// A running sum per lane (the `step` samples of one position: a pixel's channels across, a
    /// whole row down): each output adds the position entering the box and drops the one
    /// leaving it, so a box of any size costs two additions a sample. The sums are kept in
    /// Double so that thousands of additions and subtractions leave no drift in 8 bits. Once the
    /// thread's `ResourceContext` is interrupted it stops early (asked every million samples).
    static func boxSum(of input: [Float], box: Box, length: Int, step: Int, rows: Int, rowLength: Int) -> [Float] {
        var output = [Float](repeating: 0, count: input.count)
        var sums = [Double](repeating: 0, count: step)
        let scale = 1 / Double(max(1, box.size))
        let resources = ResourceContext.current
        var samplesSinceCheck = 0
        input.withUnsafeBufferPointer { source in
            output.withUnsafeMutableBufferPointer { target in
                sums.withUnsafeMutableBufferPointer { sum in
                    guard let from = source.baseAddress, let to = target.baseAddress, let sum = sum.baseAddress else { return }
                    // Output position i averages input positions i − first − size + 1 … i − first.
                    let lead = -box.first, trail = -box.first - box.size + 1
                    for row in 0..<rows {
                        let run = from + row * rowLength, out = to + row * rowLength
                        for lane in 0..<step { sum[lane] = 0 }
                        // The box of position 0 without its newest position.
                        for position in max(0, trail)..<max(max(0, trail), min(length, lead)) {
                            let read = run + position * step
                            for lane in 0..<step { sum[lane] += Double(read[lane]) }
                        }
                        for i in 0..<length {
                            let entering = i + lead, leaving = i + trail
                            if entering >= 0, entering < length {
                                let read = run + entering * step
                                for lane in 0..<step { sum[lane] += Double(read[lane]) }
                            }
                            let write = out + i * step
                            for lane in 0..<step { write[lane] = Float(sum[lane] * scale) }
                            if leaving >= 0, leaving < length {
                                let read = run + leaving * step
                                for lane in 0..<step { sum[lane] -= Double(read[lane]) }
                            }
                            // Asked per position, not per run: the pass down is one run of the
                            // whole image (a row per position), seconds long in a debug build.
                            // Interrupted: the rest stays zero; the rasterizer's next checkpoint throws it away.
                            samplesSinceCheck += step
                            if samplesSinceCheck >= samplesBetweenChecks {
                                samplesSinceCheck = 0
                                if resources?.isInterruptRequested == true { return }
                            }
                        }
                    }
                }
            }
        }
        return output
    }
}
